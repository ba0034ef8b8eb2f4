#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextUI

/// `config.toml`: the settings a user keeps (DESIGN §1), read once per run
/// with plain system calls so that a run with the file costs a few system
/// calls more than one without.
///
/// Every refusal is one sentence, exit 64 (`AppError.usage`): a file that is
/// a symbolic link or not a regular file, a file others can read or change
/// that holds a credential or decides where credentials go, a line outside
/// the subset `ConfigFileReader` reads, an unknown key or a value of the
/// wrong kind. No message quotes a value, nor a key that is not one of
/// `Key`: either might be the credential, pasted on a line of its own.
struct ConfigFile: Equatable, Sendable {
    /// The keys the file may set, in the order `movies config show` lists them.
    enum Key: String, CaseIterable, Sendable {
        case apiKey = "api_key"
        case accessToken = "access_token"
        case baseURL = "base_url"
        case imageBaseURL = "image_base_url"
        case language
        case region
        case images
        case mouse

        var isCredential: Bool { self == .apiKey || self == .accessToken }

        /// `'language'` for a message when `name` is a known key; `nil` for
        /// any other text, which is never quoted.
        static func quoted(_ name: String) -> String? {
            Key(rawValue: name).map { "'\($0.rawValue)'" }
        }
    }

    /// One text setting of the file and the line it is on, for messages.
    ///
    /// Not generic over the value: generic field types made loading the file
    /// instantiate type metadata from mangled names, a third of a million
    /// instructions on a start that takes thirteen million.
    struct Setting: Equatable, Sendable {
        var value: String
        var line: Int
    }

    /// `images` and its line.
    struct ImagesSetting: Equatable, Sendable {
        var value: ImagesMode
        var line: Int
    }

    /// `mouse` and its line.
    struct MouseSetting: Equatable, Sendable {
        var value: Bool
        var line: Int
    }

    /// Where the file is looked for, and what chose that place.
    struct Location: Equatable, Sendable {
        var path: String
        /// `MOVIES_CONFIG`, `XDG_CONFIG_HOME` or `HOME`.
        var chosenBy: String
        /// Named by `MOVIES_CONFIG`: then a missing file is an error.
        var isExplicit: Bool { chosenBy == "MOVIES_CONFIG" }
    }

    /// Larger than any config file a person writes; a bigger one is the wrong file.
    static let sizeLimit = 64 * 1024

    var path: String
    var apiKey: Setting?
    var accessToken: Setting?
    var baseURL: Setting?
    var imageBaseURL: Setting?
    var language: Setting?
    var region: Setting?
    var images: ImagesSetting?
    var mouse: MouseSetting?

    /// `$MOVIES_CONFIG`, else `$XDG_CONFIG_HOME/movies/config.toml` (an
    /// absolute `XDG_CONFIG_HOME` only, as the XDG specification asks), else
    /// `~/.config/movies/config.toml`.
    static func location(home: String, variable: (String) -> String?) -> Location {
        if let explicit = variable("MOVIES_CONFIG") {
            return Location(path: explicit, chosenBy: "MOVIES_CONFIG")
        }
        if let xdg = variable("XDG_CONFIG_HOME"), xdg.hasPrefix("/") {
            return Location(path: joined(xdg, "movies/config.toml"), chosenBy: "XDG_CONFIG_HOME")
        }
        return Location(path: joined(home, ".config/movies/config.toml"), chosenBy: "HOME")
    }

    /// Whether something is at `path` (without following a final symbolic link).
    static func exists(at path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The file at `location`, or `nil` when there is none (and none was named
    /// by `MOVIES_CONFIG`).
    /// - Throws: `AppError.usage` with one sentence saying what to fix.
    static func load(at location: Location) throws(AppError) -> ConfigFile? {
        let path = location.path
        let shown = printable(path)
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT && !location.isExplicit { return nil }
            if code == ENOENT {
                throw .usage("MOVIES_CONFIG names \(shown), which does not exist; create it or unset MOVIES_CONFIG.")
            }
            if code == ELOOP {
                throw .usage("\(shown) is a symbolic link, which movies does not follow for its config file; replace it with the file itself.")
            }
            throw .usage("\(shown) cannot be read (\(String(cString: strerror(code)))); make it a file you own with chmod 600 \(shellQuoted(shown)).")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .usage("\(shown) is not a regular file; the config file must be a plain text file.")
        }
        guard status.st_size <= sizeLimit else {
            throw .usage("\(shown) is larger than 64 KiB, too large for a config file; check that it is the right file.")
        }
        let bytes = try readAll(descriptor, shown: shown)
        let entries: [ConfigFileReader.Entry]
        do {
            entries = try ConfigFileReader.entries(of: bytes)
        } catch {
            throw .usage("\(shown) line \(error.line): \(error.reason).")
        }
        let file = try ConfigFile(path: path, shown: shown, entries: entries)
        let sharedBits = mode_t(0o077)
        if status.st_mode & sharedBits != 0 {
            if file.holdsCredential {
                throw .usage("\(shown) holds a credential and other users can read or change it; run chmod 600 \(shellQuoted(shown)).")
            }
            if let key = file.credentialDestinationKey {
                throw .usage(
                    "\(shown) sets \(key.rawValue), which decides where credentials are sent, and other users can read or change it; run chmod 600 \(shellQuoted(shown))."
                )
            }
        }
        return file
    }

    /// Whether the file holds an API key or an access token.
    var holdsCredential: Bool { apiKey != nil || accessToken != nil }

    /// The first key of the file that decides where credentials go (the
    /// environment's too: a `base_url` here gets `TMDB_API_KEY`), or `nil`.
    /// Such a file must be as private as one holding a key.
    var credentialDestinationKey: Key? {
        if baseURL != nil { return .baseURL }
        if imageBaseURL != nil { return .imageBaseURL }
        return nil
    }

    /// The settings of `entries`, each checked for its kind and form.
    init(path: String, shown: String, entries: [ConfigFileReader.Entry]) throws(AppError) {
        self.path = path
        for entry in entries {
            let at = "\(shown) line \(entry.line)"
            guard let key = Key(rawValue: entry.key) else {
                let known = Key.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("\(at): the key is not one movies knows; the known keys are \(known).")
            }
            switch key {
            case .mouse:
                guard case .boolean(let on) = entry.value else { throw .usage("\(at): mouse must be true or false.") }
                mouse = MouseSetting(value: on, line: entry.line)
            case .images:
                guard case .string(let text) = entry.value, let mode = ImagesMode(rawValue: text.lowercased()) else {
                    throw .usage("\(at): images must be one of \(ImagesMode.choices), in quotes.")
                }
                images = ImagesSetting(value: mode, line: entry.line)
            default:
                guard case .string(let text) = entry.value else {
                    throw .usage("\(at): \(key.rawValue) must be a \"quoted string\".")
                }
                try assign(text, to: key, line: entry.line, at: at)
            }
        }
    }

    private mutating func assign(_ text: String, to key: Key, line: Int, at: String) throws(AppError) {
        let setting = Setting(value: text, line: line)
        switch key {
        case .apiKey, .accessToken:
            guard Self.isPrintableSecret(text) else {
                throw .usage("\(at): \(key.rawValue) contains spaces or control characters; set it to the key exactly as TMDB shows it.")
            }
            if key == .apiKey { apiKey = setting } else { accessToken = setting }
        case .baseURL: baseURL = setting
        case .imageBaseURL: imageBaseURL = setting
        case .language:
            guard NetworkSettings.isLanguageTag(text) else {
                throw .usage("\(at): language must be a language tag such as en, en-US or ko-KR.")
            }
            language = setting
        case .region:
            guard RegionOption.isRegion(text) else {
                throw .usage("\(at): region must be a two-letter country code such as US or GB.")
            }
            region = Setting(value: text.uppercased(), line: line)
        case .images, .mouse:
            break
        }
    }

    /// The same rule as for `TMDB_API_KEY`: visible ASCII only.
    static func isPrintableSecret(_ secret: String) -> Bool {
        !secret.isEmpty && secret.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }
    }

    /// The path for a message: no control characters reach the terminal.
    static func printable(_ path: String) -> String {
        TextSanitizer.sanitize(path, layoutWhitespace: .remove)
    }

    /// `path` as a shell word, for a command a message suggests.
    static func shellQuoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/._-~+,:@%".unicodeScalars.contains(scalar)
        }
        if plain && !path.isEmpty { return path }
        return "'" + path.replacing("'", with: #"'\''"#) + "'"
    }

    private static func joined(_ directory: String, _ tail: String) -> String {
        directory.hasSuffix("/") ? directory + tail : directory + "/" + tail
    }

    private static func readAll(_ descriptor: Int32, shown: String) throws(AppError) -> [UInt8] {
        do {
            return try DescriptorReading.readAll(descriptor, limit: sizeLimit)
        } catch {
            switch error {
            case .system(let code): throw .usage("\(shown) cannot be read (\(DescriptorReading.reason(code))); check the file.")
            case .tooLarge: throw .usage("\(shown) is larger than 64 KiB, too large for a config file; check that it is the right file.")
            }
        }
    }
}
