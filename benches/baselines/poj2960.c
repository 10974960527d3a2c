/* Baseline for POJ 2960 S-Nim: the standard solution. For each test case, the Grundy
 * values of one heap from 0 to the largest heap of the case (the mex of the values a move
 * of the set S reaches), then the XOR of a position's heaps: O(max heap * k) per case.
 *
 * Build: gcc -O2 -o poj2960_c benches/baselines/poj2960.c */
#include <string.h>

#include "fast_io.h"

#define MAX_HEAP 10000
#define MAX_K 100
#define MAX_POSITIONS 100

int main(void) {
    static uint64_t s[MAX_K], heaps[MAX_POSITIONS][MAX_K + 1], g[MAX_HEAP + 1];
    static char seen[MAX_K + 2], out[MAX_POSITIONS + 2];
    uint64_t k, m;
    while (read_u64(&k) && k != 0) {
        for (uint64_t i = 0; i < k; i++) read_u64(&s[i]);
        read_u64(&m);
        uint64_t top = 0;
        for (uint64_t p = 0; p < m; p++) {
            read_u64(&heaps[p][0]);
            for (uint64_t i = 1; i <= heaps[p][0]; i++) {
                read_u64(&heaps[p][i]);
                if (heaps[p][i] > top) top = heaps[p][i];
            }
        }
        for (uint64_t x = 0; x <= top; x++) {
            memset(seen, 0, k + 2);
            /* A mex over k values is at most k. */
            for (uint64_t i = 0; i < k; i++)
                if (s[i] <= x) seen[g[x - s[i]]] = 1;
            uint64_t v = 0;
            while (seen[v]) v++;
            g[x] = v;
        }
        for (uint64_t p = 0; p < m; p++) {
            uint64_t x = 0;
            for (uint64_t i = 1; i <= heaps[p][0]; i++) x ^= g[heaps[p][i]];
            out[p] = x ? 'W' : 'L';
        }
        out[m] = '\0';
        puts(out);
    }
    return 0;
}
