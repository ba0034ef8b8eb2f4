import CCurl

/// A value for one easy handle option, by the C type the option takes.
///
/// `curl_easy_setopt` is a C variadic Swift cannot call: the shim has one
/// typed wrapper per argument type, and the case picks the wrapper, so one
/// setter serves every option.
enum CurlOptionValue {
    case long(Int)
    /// libcurl copies string options, so a temporary C string is enough.
    case string(String)
    case offset(curl_off_t)
    case pointer(UnsafeMutableRawPointer?)
    case list(UnsafeMutablePointer<curl_slist>?)
    /// A write or header function.
    case dataCallback(movies_curl_data_callback)
    case progressCallback(movies_curl_progress_callback)
    case closeSocketCallback(movies_curl_closesocket_callback)
}
