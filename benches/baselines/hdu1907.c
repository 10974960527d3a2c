/* Baseline for HDU 1907 John: misère Nim. If every pile holds one candy, the first player
 * (John) wins iff the number of piles is even; otherwise he wins iff the XOR of the piles
 * is not 0. O(n) per case.
 *
 * Build: gcc -O2 -o hdu1907_c benches/baselines/hdu1907.c */
#include "fast_io.h"

int main(void) {
    uint64_t t = 0, n = 0, a = 0;
    read_u64(&t);
    while (t--) {
        read_u64(&n);
        uint64_t x = 0, big = 0;
        for (uint64_t i = 0; i < n; i++) {
            read_u64(&a);
            x ^= a;
            big |= a > 1;
        }
        int john = big ? x != 0 : n % 2 == 0;
        puts(john ? "John" : "Brother");
    }
    return 0;
}
