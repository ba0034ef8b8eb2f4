/// Header names are case-insensitive, so a header set later must replace one
/// of the same name in any spelling instead of travelling beside it.
enum HeaderFields {
    /// `headers` with each of `replacements` set, and every other spelling of
    /// its name removed.
    static func merging(_ replacements: [String: String], into headers: [String: String]) -> [String: String] {
        var merged = headers
        for (name, value) in replacements {
            for existing in merged.keys where existing.lowercased() == name.lowercased() {
                merged[existing] = nil
            }
            merged[name] = value
        }
        return merged
    }
}
