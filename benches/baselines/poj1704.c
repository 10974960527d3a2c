/* Baseline for POJ 1704 Georgia and Bob: the standard staircase-Nim solution. Sort the
 * chessmen, pair them from the right (the leftmost one with the wall when their number is
 * odd); the gaps inside the pairs are Nim heaps, so the first player wins iff their XOR is
 * not 0. O(n log n) per case.
 *
 * Build: gcc -O2 -o poj1704_c benches/baselines/poj1704.c */
#include <stdlib.h>

#include "fast_io.h"

static int by_value(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

int main(void) {
    static uint64_t p[1001];
    uint64_t t, n;
    read_u64(&t);
    while (t--) {
        read_u64(&n);
        for (uint64_t i = 0; i < n; i++) read_u64(&p[i]);
        qsort(p, n, sizeof p[0], by_value);
        uint64_t x = 0;
        for (uint64_t i = n; i >= 2; i -= 2) x ^= p[i - 1] - p[i - 2] - 1;
        if (n % 2 == 1) x ^= p[0] - 1;
        puts(x ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
