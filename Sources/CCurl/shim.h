#ifndef MOVIES_CCURL_SHIM_H
#define MOVIES_CCURL_SHIM_H

#include <curl/curl.h>

/*
 * curl_easy_setopt and curl_easy_getinfo are C variadics behind a
 * type-checking macro, which Swift cannot call. One typed wrapper per
 * argument kind keeps every call site type-safe.
 */

typedef size_t (*movies_curl_data_callback)(char *, size_t, size_t, void *);
typedef int (*movies_curl_progress_callback)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t);

static inline CURLcode movies_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_setopt_data_callback(CURL *handle, CURLoption option, movies_curl_data_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_setopt_progress_callback(CURL *handle, CURLoption option, movies_curl_progress_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode movies_curl_getinfo_double(CURL *handle, CURLINFO info, double *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode movies_curl_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode movies_curl_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

/* CURL_GLOBAL_DEFAULT is a composite macro that does not import into Swift. */
static inline CURLcode movies_curl_global_init_default(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT);
}

/* CURLMsg.data is a union; reading it here avoids depending on how Swift imports it. */
static inline CURLcode movies_curl_msg_result(const CURLMsg *message) {
    return message->data.result;
}

#endif
