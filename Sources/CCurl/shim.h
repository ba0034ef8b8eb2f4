#ifndef MOVIES_CCURL_SHIM_H
#define MOVIES_CCURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>

/*
 * libcurl is loaded at run time, not linked: loading it and its ~40 shared
 * libraries costs about 10 ms at process start, which an answer from the
 * cache must not pay. The header still supplies the types and constants.
 *
 * Nothing in this file may name a libcurl function outside `__typeof__`:
 * a call would be an undefined symbol, since the binary does not link -lcurl.
 * Each field takes its type from libcurl's own declaration, so a mismatch
 * between this table and the header is impossible.
 *
 * Swift sees the table as Sendable: it holds only function addresses, filled
 * once by movies_curl_api_load and never changed, so copies may cross threads.
 */
typedef struct __attribute__((swift_attr("@Sendable"))) movies_curl_api {
    __typeof__(curl_global_init) *global_init;
    __typeof__(curl_easy_init) *easy_init;
    __typeof__(curl_easy_cleanup) *easy_cleanup;
    __typeof__(curl_easy_setopt) *easy_setopt;
    __typeof__(curl_easy_getinfo) *easy_getinfo;
    __typeof__(curl_easy_strerror) *easy_strerror;
    __typeof__(curl_slist_append) *slist_append;
    __typeof__(curl_slist_free_all) *slist_free_all;
    __typeof__(curl_multi_init) *multi_init;
    __typeof__(curl_multi_cleanup) *multi_cleanup;
    __typeof__(curl_multi_add_handle) *multi_add_handle;
    __typeof__(curl_multi_remove_handle) *multi_remove_handle;
    __typeof__(curl_multi_perform) *multi_perform;
    __typeof__(curl_multi_poll) *multi_poll;
    __typeof__(curl_multi_info_read) *multi_info_read;
    __typeof__(curl_multi_wakeup) *multi_wakeup;
} movies_curl_api;

/*
 * Opens `library` and fills `api` from it. On success returns 1 and leaves
 * the library open for the life of the process; on failure returns 0, writes
 * the loader's message into `error` (always terminated) and leaves nothing
 * open. It does not call curl_global_init.
 */
static inline int movies_curl_api_load(const char *library, movies_curl_api *api, char *error, size_t error_size) {
    /* RTLD_LAZY binds as each library asks, as `curl` itself is loaded: those
     * built with -z now (libcurl, libssl, libcrypto, gnutls, …) still bind
     * everything at once; RTLD_NOW also bound the ~1,700 calls of Kerberos,
     * RTMP, GMP and others that a request never makes (2.6 M instructions). */
    void *handle = dlopen(library, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) {
        const char *message = dlerror();
        snprintf(error, error_size, "%s", message != NULL ? message : "dlopen failed");
        return 0;
    }
    /* POSIX guarantees that a dlsym result converts to a function pointer. */
    const struct { const char *name; void **slot; } symbols[] = {
        { "curl_global_init", (void **)&api->global_init },
        { "curl_easy_init", (void **)&api->easy_init },
        { "curl_easy_cleanup", (void **)&api->easy_cleanup },
        { "curl_easy_setopt", (void **)&api->easy_setopt },
        { "curl_easy_getinfo", (void **)&api->easy_getinfo },
        { "curl_easy_strerror", (void **)&api->easy_strerror },
        { "curl_slist_append", (void **)&api->slist_append },
        { "curl_slist_free_all", (void **)&api->slist_free_all },
        { "curl_multi_init", (void **)&api->multi_init },
        { "curl_multi_cleanup", (void **)&api->multi_cleanup },
        { "curl_multi_add_handle", (void **)&api->multi_add_handle },
        { "curl_multi_remove_handle", (void **)&api->multi_remove_handle },
        { "curl_multi_perform", (void **)&api->multi_perform },
        { "curl_multi_poll", (void **)&api->multi_poll },
        { "curl_multi_info_read", (void **)&api->multi_info_read },
        { "curl_multi_wakeup", (void **)&api->multi_wakeup },
    };
    for (size_t index = 0; index < sizeof symbols / sizeof symbols[0]; index++) {
        dlerror();
        void *address = dlsym(handle, symbols[index].name);
        if (address == NULL) {
            /* Not libcurl, or an older one (curl_multi_poll came in 7.66,
             * curl_multi_wakeup in 7.68). The message must be copied before
             * dlclose, which invalidates it. */
            const char *message = dlerror();
            snprintf(error, error_size, "%s", message != NULL ? message : symbols[index].name);
            dlclose(handle);
            return 0;
        }
        *symbols[index].slot = address;
    }
    return 1;
}

/*
 * Swift imports the table's fields as optionals; these wrappers call a table
 * that movies_curl_api_load filled, where no field is NULL.
 */

/* CURL_GLOBAL_DEFAULT is a composite macro that does not import into Swift. */
static inline CURLcode movies_curl_global_init_default(const movies_curl_api *api) {
    return api->global_init(CURL_GLOBAL_DEFAULT);
}

static inline CURL *movies_curl_easy_init(const movies_curl_api *api) {
    return api->easy_init();
}

static inline void movies_curl_easy_cleanup(const movies_curl_api *api, CURL *handle) {
    api->easy_cleanup(handle);
}

static inline const char *movies_curl_easy_strerror(const movies_curl_api *api, CURLcode code) {
    return api->easy_strerror(code);
}

static inline struct curl_slist *movies_curl_slist_append(const movies_curl_api *api, struct curl_slist *list, const char *line) {
    return api->slist_append(list, line);
}

static inline void movies_curl_slist_free_all(const movies_curl_api *api, struct curl_slist *list) {
    api->slist_free_all(list);
}

static inline CURLM *movies_curl_multi_init(const movies_curl_api *api) {
    return api->multi_init();
}

static inline CURLMcode movies_curl_multi_cleanup(const movies_curl_api *api, CURLM *multi) {
    return api->multi_cleanup(multi);
}

static inline CURLMcode movies_curl_multi_add_handle(const movies_curl_api *api, CURLM *multi, CURL *handle) {
    return api->multi_add_handle(multi, handle);
}

static inline CURLMcode movies_curl_multi_remove_handle(const movies_curl_api *api, CURLM *multi, CURL *handle) {
    return api->multi_remove_handle(multi, handle);
}

static inline CURLMcode movies_curl_multi_perform(const movies_curl_api *api, CURLM *multi, int *running) {
    return api->multi_perform(multi, running);
}

static inline CURLMcode movies_curl_multi_poll(const movies_curl_api *api, CURLM *multi, int timeout_ms) {
    return api->multi_poll(multi, NULL, 0, timeout_ms, NULL);
}

static inline CURLMsg *movies_curl_multi_info_read(const movies_curl_api *api, CURLM *multi, int *queued) {
    return api->multi_info_read(multi, queued);
}

static inline CURLMcode movies_curl_multi_wakeup(const movies_curl_api *api, CURLM *multi) {
    return api->multi_wakeup(multi);
}

/*
 * curl_easy_setopt and curl_easy_getinfo are C variadics, which Swift cannot
 * call. One typed wrapper per argument kind keeps every call site type-safe;
 * calling through the variadic function pointer is ordinary C.
 */

typedef size_t (*movies_curl_data_callback)(char *, size_t, size_t, void *);
typedef int (*movies_curl_progress_callback)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t);

static inline CURLcode movies_curl_setopt_long(const movies_curl_api *api, CURL *handle, CURLoption option, long value) {
    return api->easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_setopt_string(const movies_curl_api *api, CURL *handle, CURLoption option, const char *value) {
    return api->easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_setopt_pointer(const movies_curl_api *api, CURL *handle, CURLoption option, void *value) {
    return api->easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_setopt_slist(const movies_curl_api *api, CURL *handle, CURLoption option, struct curl_slist *value) {
    return api->easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_setopt_data_callback(const movies_curl_api *api, CURL *handle, CURLoption option, movies_curl_data_callback value) {
    return api->easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_setopt_progress_callback(const movies_curl_api *api, CURL *handle, CURLoption option, movies_curl_progress_callback value) {
    return api->easy_setopt(handle, option, value);
}

typedef int (*movies_curl_closesocket_callback)(void *, curl_socket_t);

static inline CURLcode movies_curl_setopt_closesocket_callback(const movies_curl_api *api, CURL *handle, CURLoption option, movies_curl_closesocket_callback value) {
    return api->easy_setopt(handle, option, value);
}

/*
 * Closes a socket libcurl is done with, and says whether it was connected to
 * its peer (1) or not (0) through `was_connected` (may be NULL): libcurl 7.88 reports no connect time until TLS is
 * set up too, so this is the one way to tell "the server took the connection
 * and never answered the handshake" from "the server never took it".
 */
static inline int movies_close_socket_noting_peer(curl_socket_t socket, int *was_connected) {
    struct sockaddr_storage peer;
    socklen_t length = sizeof peer;
    int connected = getpeername(socket, (struct sockaddr *)&peer, &length) == 0;
    if (was_connected != NULL) {
        *was_connected = connected;
    }
    return close(socket);
}

static inline CURLcode movies_curl_setopt_off_t(const movies_curl_api *api, CURL *handle, CURLoption option, curl_off_t value) {
    return api->easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_getinfo_long(const movies_curl_api *api, CURL *handle, CURLINFO info, long *value) {
    return api->easy_getinfo(handle, info, value);
}

static inline CURLcode movies_curl_getinfo_off_t(const movies_curl_api *api, CURL *handle, CURLINFO info, curl_off_t *value) {
    return api->easy_getinfo(handle, info, value);
}

/* CURLMsg.data is a union; reading it here avoids depending on how Swift imports it. */
static inline CURLcode movies_curl_msg_result(const CURLMsg *message) {
    return message->data.result;
}

#endif
