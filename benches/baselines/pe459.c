/* Baseline for benches/pe459.rs: Project Euler 459 by the standard method, written
 * plainly in C, one thread.
 *
 * Method (the one every published solution uses): the board game is the product of two
 * one-dimensional run games (widths: perfect squares, heights: triangular numbers), so a
 * white disk at (x, y) is worth g1(x) (x) g2(y) (Tartan theorem, nim product). With the
 * prefix XORs P(x) = g(1) ^ ... ^ g(x), a run of length L ending at x is worth
 * P(x) ^ P(x - L), and
 *   g(x) = mex { P(x - 1) ^ P(x - L) : L in S, L <= x }.
 * Tally, per game, how many moves (x, L) have each value; a first move wins iff its two
 * values a, b satisfy a (x) b = V, the value of the full board P1(N) (x) P2(N).
 * Cost: one mex step and one count per move (x, L), about 1.6e9 of each for N = 10^6.
 *
 * Build: gcc -O2 -o pe459_c benches/baselines/pe459.c; run: echo 1000000 | ./pe459_c */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "nim_tower.h"

typedef uint64_t u64;

/* Prefix values P[0..n] and the tally of move values of the run game with lengths
 * len[0..k) (increasing); values stay below 2^16. */
static void tally(const int *len, int k, int n, uint16_t *P, u64 *moves) {
    /* stamp[v] == now marks v as an option value of the current position (the stamps
     * carry on from one call to the next, so no clearing is needed). */
    static unsigned stamp[1 << 16], now;
    P[0] = 0;
    for (int x = 1; x <= n; x++) {
        now++;
        unsigned c = P[x - 1];
        for (int i = 0; i < k && len[i] <= x; i++) stamp[c ^ P[x - len[i]]] = now;
        unsigned g = 0;
        while (stamp[g] == now) g++;
        P[x] = (uint16_t)(c ^ g);
        for (int i = 0; i < k && len[i] <= x; i++) moves[P[x] ^ P[x - len[i]]]++;
    }
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 0) return 1;
    int *sq = malloc(sizeof(int) * 4000), *tr = malloc(sizeof(int) * 5000);
    int ks = 0, kt = 0;
    for (int i = 1; i * i <= n; i++) sq[ks++] = i * i;
    for (int i = 1; i * (i + 1) / 2 <= n; i++) tr[kt++] = i * (i + 1) / 2;
    uint16_t *P1 = malloc(sizeof(uint16_t) * (n + 1)), *P2 = malloc(sizeof(uint16_t) * (n + 1));
    u64 *m1 = calloc(1 << 16, sizeof(u64)), *m2 = calloc(1 << 16, sizeof(u64));
    tally(sq, ks, n, P1, m1);
    tally(tr, kt, n, P2, m2);
    u64 v = nim_mul_tower(P1[n], P2[n], 16);
    unsigned __int128 w = 0;
    for (u64 a = 0; a < (1 << 16); a++) {
        if (!m1[a]) continue;
        for (u64 b = 0; b < (1 << 16); b++)
            if (m2[b] && nim_mul_tower(a, b, 16) == v) w += (unsigned __int128)m1[a] * m2[b];
    }
    /* Print the 128-bit count in decimal. */
    char buf[48];
    int i = 47;
    buf[i] = 0;
    do {
        buf[--i] = (char)('0' + (int)(w % 10));
        w /= 10;
    } while (w);
    puts(buf + i);
    return 0;
}
