#ifndef MOVIES_CZLIB_SHIM_H
#define MOVIES_CZLIB_SHIM_H

#include <zlib.h>

// inflateInit2 is a macro, which Swift cannot call: a raw deflate stream
// (no zlib or gzip header), as zip archives store their entries.
static inline int movies_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -MAX_WBITS);
}

// deflateInit2 is a macro too: a raw deflate stream for a zip entry, with
// zlib's default memory level and strategy.
static inline int movies_deflate_init_raw(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}

#endif
