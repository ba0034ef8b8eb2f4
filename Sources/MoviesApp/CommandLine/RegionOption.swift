import ArgumentParser

/// `--region CC`: its help and its rule, for every command that takes it
/// (each declares the option itself: a group of its own would cost
/// argument-parser a reflection pass).
enum RegionOption {
    static let help = ArgumentHelp("The country, such as US or GB, a list or where to watch is for (else region in config.toml).", valueName: "cc")

    /// A region is a two-letter country code (ISO 3166-1), as TMDB takes it.
    static func isRegion(_ text: String) -> Bool {
        text.count == 2 && text.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// - Throws: `ValidationError` for text that is no country code.
    static func validate(_ region: String?) throws {
        if let region, !isRegion(region) {
            throw ValidationError("--region must be a two-letter country code such as US or GB.")
        }
    }
}
