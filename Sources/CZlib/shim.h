#ifndef MOVIES_CZLIB_SHIM_H
#define MOVIES_CZLIB_SHIM_H

#include <zlib.h>

// inflateInit2 is a macro, which Swift cannot call: a raw deflate stream
// (no zlib or gzip header), as zip archives store their entries.
static inline int movies_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -MAX_WBITS);
}

#endif
