/* Baseline for benches/nim_product_64.rs: the common C solution of Library Checker
 * "Nim Product (F_{2^64})", written plainly as contestants do.
 *
 * Method: split both operands into bytes. A byte is a nimber below 256, and
 * 2^(8i) is a product of Fermat 2-powers of at least 256, so a_i * 2^(8i) (ordinary
 * product) equals a_i (x) 2^(8i) (nim product). Hence
 *   a (x) b = XOR over i, j of (a_i (x) b_j) (x) (2^(8i) (x) 2^(8j)),
 * with a_i (x) b_j read from a 256 x 256 table of byte products, and
 * c (x) 2^(8i) (x) 2^(8j) from a table indexed by (i, j, c): 64 pairs of lookups per
 * product. Both tables are built at start-up by the recursive (Karatsuba over the
 * Fermat 2-power tower) definition (`nim_tower.h`).
 *
 * Input is read through a 64 KiB fread buffer and output written through another, as
 * the usual fast-IO templates do. No input validation (the judge's input is valid).
 *
 * Build: gcc -O2 -o nim_product_64_c benches/baselines/nim_product_64.c */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "nim_tower.h"

typedef uint64_t u64;

static uint8_t small[256][256];
static u64 big[8][8][256];

static void build(void) {
    for (int a = 0; a < 256; a++)
        for (int b = 0; b < 256; b++) small[a][b] = (uint8_t)nim_mul_tower(a, b, 8);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            u64 m = nim_mul_tower(1ULL << (8 * i), 1ULL << (8 * j), 64);
            for (int c = 0; c < 256; c++) big[i][j][c] = nim_mul_tower((u64)c, m, 64);
        }
}

static u64 nim_mul(u64 a, u64 b) {
    u64 r = 0;
    for (int i = 0; i < 8; i++) {
        uint8_t ai = (uint8_t)(a >> (8 * i));
        for (int j = 0; j < 8; j++) r ^= big[i][j][small[ai][(uint8_t)(b >> (8 * j))]];
    }
    return r;
}

static char ibuf[1 << 16];
static size_t ilen, ipos;

static int next_byte(void) {
    if (ipos == ilen) {
        ilen = fread(ibuf, 1, sizeof ibuf, stdin);
        ipos = 0;
        if (ilen == 0) return -1;
    }
    return (unsigned char)ibuf[ipos++];
}

static u64 read_u64(void) {
    int c = next_byte();
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = next_byte();
    u64 v = 0;
    while (c >= '0' && c <= '9') {
        v = v * 10 + (u64)(c - '0');
        c = next_byte();
    }
    return v;
}

static char obuf[1 << 16];
static size_t olen;

static void write_u64(u64 v) {
    char tmp[24];
    int n = 0;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    if (olen + 22 > sizeof obuf) {
        fwrite(obuf, 1, olen, stdout);
        olen = 0;
    }
    while (n) obuf[olen++] = tmp[--n];
    obuf[olen++] = '\n';
}

int main(void) {
    build();
    u64 t = read_u64();
    for (u64 k = 0; k < t; k++) {
        u64 a = read_u64(), b = read_u64();
        write_u64(nim_mul(a, b));
    }
    fwrite(obuf, 1, olen, stdout);
    return 0;
}
