/// Parses numeric option values so that text that is not a number is answered
/// with what is allowed, not only with argument-parser's "the value is invalid".
enum NumericArgument {
    /// argument-parser prints `description` after "The value 'x' is invalid for '--option <n>':".
    struct NotANumber: Error, CustomStringConvertible {
        let description: String
    }

    /// A transform for an `@Option` holding a whole number.
    /// - Parameter allowed: such as "a whole number from 1 to 500"; worded
    ///   only for a value that is no number (argument-parser makes the
    ///   transform each time it builds the command's options).
    static func wholeNumber(_ allowed: @escaping @autoclosure @Sendable () -> String) -> @Sendable (String) throws -> Int {
        { text in
            guard let value = Int(text) else { throw NotANumber(description: "use \(allowed())") }
            return value
        }
    }

    /// A transform for an `@Option` holding a number of seconds.
    static func seconds(_ allowed: String) -> @Sendable (String) throws -> Double {
        { text in
            guard let value = Double(text), value.isFinite else { throw NotANumber(description: "use \(allowed)") }
            return value
        }
    }
}
