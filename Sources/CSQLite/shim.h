#ifndef MOVIES_CSQLITE_SHIM_H
#define MOVIES_CSQLITE_SHIM_H

#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast macro that does not import into Swift. */
static inline sqlite3_destructor_type movies_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif
