#ifndef MOVIES_CSQLITE_SHIM_H
#define MOVIES_CSQLITE_SHIM_H

#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast macro that does not import into Swift. */
static inline sqlite3_destructor_type movies_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

/* sqlite3_db_config is variadic, which Swift cannot call. Returns an SQLite
 * result code. */
static inline int movies_sqlite_set_no_checkpoint_on_close(sqlite3 *db, int enabled) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, enabled, (int *)0);
}

#endif
