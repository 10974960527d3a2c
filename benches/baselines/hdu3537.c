/* Baseline for HDU 3537 Daizhenyang's Coin: Mock Turtles. A head at place x (repeated
 * places count once) is worth the x-th odious number, 2x + 1 if x has an even number of
 * ones, else 2x; the first player wins iff the XOR is not 0, and then the answer is "No".
 * O(n log n) per case (sorting out the repeats).
 *
 * Build: gcc -O2 -o hdu3537_c benches/baselines/hdu3537.c */
#include <stdlib.h>

#include "fast_io.h"

static int by_value(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

int main(void) {
    static uint64_t p[101];
    uint64_t n;
    while (read_u64(&n)) {
        for (uint64_t i = 0; i < n; i++) read_u64(&p[i]);
        qsort(p, n, sizeof p[0], by_value);
        uint64_t x = 0;
        for (uint64_t i = 0; i < n; i++)
            if (i == 0 || p[i] != p[i - 1]) x ^= 2 * p[i] + !(__builtin_popcountll(p[i]) & 1);
        puts(x ? "No" : "Yes");
    }
    return 0;
}
