/* Baseline for HDU 1848 Fibonacci again and again: the standard solution. One table of
 * Grundy values of a pile (a move takes a Fibonacci number of stones), up to 1000, then
 * the XOR of the three piles of each line; "Fibo" iff it is not 0.
 *
 * Build: gcc -O2 -o hdu1848_c benches/baselines/hdu1848.c */
#include <string.h>

#include "fast_io.h"

#define MAX_PILE 1000

int main(void) {
    static int g[MAX_PILE + 1], fib[20];
    static char seen[32];
    int nf = 0;
    for (int a = 1, b = 2; a <= MAX_PILE; nf++) {
        fib[nf] = a;
        int c = a + b;
        a = b;
        b = c;
    }
    for (int x = 1; x <= MAX_PILE; x++) {
        memset(seen, 0, sizeof seen);
        for (int i = 0; i < nf && fib[i] <= x; i++) seen[g[x - fib[i]]] = 1;
        int v = 0;
        while (seen[v]) v++;
        g[x] = v;
    }
    uint64_t m, n, p;
    while (read_u64(&m) && read_u64(&n) && read_u64(&p) && (m | n | p) != 0)
        puts(g[m] ^ g[n] ^ g[p] ? "Fibo" : "Nacci");
    return 0;
}
