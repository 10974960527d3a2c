/* Baseline for HDU 3404 Switch lights: Turning Corners. A light at (x, y) is worth the nim
 * product x (x) y; the first player wins iff their XOR is not 0. Coordinates are below
 * 2^16, so a product is three byte products and one by 2^7, from a 256 x 256 table built
 * at start-up (the usual table solution):
 *   with F = 2^8, a = a1 F + a0, b = b1 F + b0,
 *   a (x) b = F (s ^ p) ^ p ^ q (x) 2^7, p = a0 (x) b0, q = a1 (x) b1,
 *   s = (a0 ^ a1) (x) (b0 ^ b1).
 *
 * Build: gcc -O2 -o hdu3404_c benches/baselines/hdu3404.c */
#include "fast_io.h"
#include "nim_tower.h"

static uint8_t small[256][256];

static uint64_t nim_mul16(uint64_t a, uint64_t b) {
    uint64_t a0 = a & 255, a1 = a >> 8, b0 = b & 255, b1 = b >> 8;
    uint64_t p = small[a0][b0], q = small[a1][b1], s = small[a0 ^ a1][b0 ^ b1];
    return ((s ^ p) << 8) ^ p ^ small[q][128];
}

int main(void) {
    for (int a = 0; a < 256; a++)
        for (int b = 0; b < 256; b++) small[a][b] = (uint8_t)nim_mul_tower(a, b, 8);
    uint64_t t = 0, n = 0, x = 0, y = 0;
    read_u64(&t);
    while (t--) {
        read_u64(&n);
        uint64_t v = 0;
        for (uint64_t i = 0; i < n; i++) {
            read_u64(&x);
            read_u64(&y);
            v ^= nim_mul16(x, y);
        }
        puts(v ? "Have a try, lxhgww." : "Don't waste your time.");
    }
    return 0;
}
