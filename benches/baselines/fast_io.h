/* Buffered reading of whitespace-separated tokens from standard input, shared by the C
 * baselines (included, so each still builds with one gcc command): a 64 KiB fread buffer,
 * as the usual contest fast-IO templates have. No validation: a judge's input is valid. */
#ifndef FAST_IO_H
#define FAST_IO_H

#include <stdint.h>
#include <stdio.h>

static char io_buf[1 << 16];
static size_t io_len, io_pos;

/* The next byte of standard input, or -1 at its end. */
static inline int io_byte(void) {
    if (io_pos == io_len) {
        io_len = fread(io_buf, 1, sizeof io_buf, stdin);
        io_pos = 0;
        if (io_len == 0) return -1;
    }
    return (unsigned char)io_buf[io_pos++];
}

static inline int io_space(int c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

/* The next token into buf (at most cap - 1 bytes, then a NUL); its length, 0 at the end
 * of the input. */
static inline size_t read_token(char *buf, size_t cap) {
    int c = io_byte();
    while (io_space(c)) c = io_byte();
    size_t n = 0;
    while (c != -1 && !io_space(c)) {
        if (n + 1 < cap) buf[n++] = (char)c;
        c = io_byte();
    }
    buf[n] = '\0';
    return n;
}

/* The next whole number into *v; 0 at the end of the input. */
static inline int read_u64(uint64_t *v) {
    int c = io_byte();
    while (io_space(c)) c = io_byte();
    if (c < '0' || c > '9') return 0;
    uint64_t x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (uint64_t)(c - '0');
        c = io_byte();
    }
    *v = x;
    return 1;
}

#endif
