/* The nim product by its defining tower recursion, shared by the C baselines (included,
 * so each baseline still builds with one cc command).
 *
 * For a, b < 2^w (w a power of two), with F = 2^(w/2), a = a1 F + a0, b = b1 F + b0 and
 * F (x) F = F xor F/2:
 *   a (x) b = F ((a0^a1)(x)(b0^b1) ^ a0(x)b0) ^ a0(x)b0 ^ (a1(x)b1)(x)(F/2).
 * Slow (three half-width products per level and one more); the baselines use it only for
 * tables and for a handful of products. */
#ifndef NIM_TOWER_H
#define NIM_TOWER_H

#include <stdint.h>

static uint64_t nim_mul_tower(uint64_t a, uint64_t b, int w) {
    if (a < 2 || b < 2) return a * b;
    int h = w / 2;
    uint64_t lo_mask = (1ULL << h) - 1;
    uint64_t a1 = a >> h, a0 = a & lo_mask, b1 = b >> h, b0 = b & lo_mask;
    uint64_t p = nim_mul_tower(a0, b0, h);
    uint64_t s = nim_mul_tower(a0 ^ a1, b0 ^ b1, h);
    uint64_t q = nim_mul_tower(a1, b1, h);
    /* F (s xor p) xor p xor q (x) F/2, F = 2^h */
    return ((s ^ p) << h) ^ p ^ nim_mul_tower(q, 1ULL << (h - 1), h);
}

#endif
