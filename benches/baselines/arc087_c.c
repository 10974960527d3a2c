/* Baseline for AtCoder ARC 087 E Prefix-free Game: the editorial's method. Put the strings
 * in a binary trie. Below an inner node at depth d whose other child is missing, any
 * string that starts there may be added: that free subtree is a game whose Grundy value
 * is the lowest set bit of L - d. The first player (Alice) wins iff the XOR of these
 * values is not 0. O(total length).
 *
 * Build: gcc -O2 -o arc087_c_c benches/baselines/arc087_c.c */
#include "fast_io.h"

#define MAX_TOTAL 100000

static int child[MAX_TOTAL + 2][2];
static uint64_t depth[MAX_TOTAL + 2];
static char word[MAX_TOTAL + 2];

int main(void) {
    uint64_t n, l;
    read_u64(&n);
    read_u64(&l);
    int nodes = 1;
    for (uint64_t i = 0; i < n; i++) {
        size_t len = read_token(word, sizeof word);
        int v = 0;
        for (size_t j = 0; j < len; j++) {
            int b = word[j] - '0';
            if (!child[v][b]) {
                child[v][b] = nodes;
                depth[nodes] = depth[v] + 1;
                nodes++;
            }
            v = child[v][b];
        }
    }
    uint64_t x = 0;
    for (int v = 0; v < nodes; v++)
        if ((child[v][0] != 0) != (child[v][1] != 0)) {
            uint64_t h = l - depth[v];
            x ^= h & (~h + 1);
        }
    puts(x ? "Alice" : "Bob");
    return 0;
}
