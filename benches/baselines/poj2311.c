/* Baseline for POJ 2311 Cutting Game: the standard memoised Grundy table. Cutting off a
 * 1 x k strip loses at once (the opponent cuts out a single cell), so neither player does;
 * the game is then the normal-play game of cuts that keep both pieces at least 2 x 2, and
 * g(w, h) = mex of g(i, h) ^ g(w - i, h) and g(w, j) ^ g(w, h - j). The whole table for
 * sides 2..200 is built once (O(200^3)), then each line is a lookup.
 *
 * Build: gcc -O2 -o poj2311_c benches/baselines/poj2311.c */
#include <string.h>

#include "fast_io.h"

#define MAX_SIDE 200

static int g[MAX_SIDE + 1][MAX_SIDE + 1];

int main(void) {
    static char seen[2 * MAX_SIDE + 2];
    for (int w = 2; w <= MAX_SIDE; w++)
        for (int h = 2; h <= MAX_SIDE; h++) {
            memset(seen, 0, sizeof seen);
            for (int i = 2; i <= w - 2; i++) seen[g[i][h] ^ g[w - i][h]] = 1;
            for (int j = 2; j <= h - 2; j++) seen[g[w][j] ^ g[w][h - j]] = 1;
            int m = 0;
            while (seen[m]) m++;
            g[w][h] = m;
        }
    uint64_t w, h;
    while (read_u64(&w) && read_u64(&h)) puts(g[w][h] ? "WIN" : "LOSE");
    return 0;
}
