/// The inline rules of `ReviewText`, for one line.
///
/// Every bracket, parenthesis, backtick run and angle bracket is paired in
/// one pass before the text is read, so a line of ten thousand `[` or `<`
/// costs ten thousand steps, not a search from each.
struct ReviewInlineText {
    private let scalars: [Unicode.Scalar]
    /// At each `[` (or `(`), where its partner is; -1 elsewhere or without one.
    private var closingBracket: [Int]
    private var closingParenthesis: [Int]
    /// At each backtick run that opens code, where its closing run starts; -1 elsewhere.
    private var closingBackticks: [Int]
    /// At the start of each backtick run, its length.
    private var backtickRunLength: [Int]
    /// For each position, the next `>` at or after it (`count` when none), and the next `<` after it.
    private var nextGreater: [Int] = []
    private var nextLess: [Int] = []
    /// Longest tag read as HTML; longer `<…>` stays text.
    private static let maximumTagLength = 1_000

    static func reduce(_ line: String) -> String {
        let reader = ReviewInlineText(scalars: Array(line.unicodeScalars))
        var output = String.UnicodeScalarView()
        reader.emit(0..<reader.scalars.count, into: &output)
        return String(output)
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        let none = Array(repeating: -1, count: scalars.count)
        closingBracket = none
        closingParenthesis = none
        closingBackticks = none
        backtickRunLength = none
        pairBrackets()
        pairBackticks()
        nextGreater = Array(repeating: scalars.count, count: scalars.count + 1)
        nextLess = Array(repeating: scalars.count, count: scalars.count + 1)
        for index in stride(from: scalars.count - 1, through: 0, by: -1) {
            nextGreater[index] = scalars[index] == ">" ? index : nextGreater[index + 1]
            nextLess[index] = index + 1 < scalars.count && scalars[index + 1] == "<" ? index + 1 : nextLess[index + 1]
        }
    }

    private mutating func pairBrackets() {
        var brackets: [Int] = []
        var parentheses: [Int] = []
        var index = 0
        while index < scalars.count {
            switch scalars[index] {
            case "\\": index += 1
            case "[": brackets.append(index)
            case "]": if let open = brackets.popLast() { closingBracket[open] = index }
            case "(": parentheses.append(index)
            case ")": if let open = parentheses.popLast() { closingParenthesis[open] = index }
            default: break
            }
            index += 1
        }
    }

    private mutating func pairBackticks() {
        var openByLength: [Int: Int] = [:]
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "`" else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, scalars[end] == "`" { end += 1 }
            let length = end - index
            backtickRunLength[index] = length
            if let open = openByLength.removeValue(forKey: length), open >= 0 {
                closingBackticks[open] = index
            } else {
                openByLength[length] = index
            }
            index = end
        }
    }

    private func emit(_ range: Range<Int>, into output: inout String.UnicodeScalarView) {
        var index = range.lowerBound
        while index < range.upperBound {
            let scalar = scalars[index]
            switch scalar {
            case "\\" where index + 1 < range.upperBound && scalars[index + 1].isASCIIPunctuation:
                output.append(scalars[index + 1])
                index += 2
            case "`":
                let length = max(1, backtickRunLength[index])
                if case let close = closingBackticks[index], close >= 0, close < range.upperBound {
                    output.append(contentsOf: scalars[(index + length)..<close])
                    index = close + length
                } else {
                    output.append(contentsOf: scalars[index..<min(index + length, range.upperBound)])
                    index += length
                }
            case "!" where index + 1 < range.upperBound && scalars[index + 1] == "[" && link(at: index + 1, within: range) != nil:
                index += 1
            case "[":
                if let (text, end) = link(at: index, within: range) {
                    emit(text, into: &output)
                    index = end
                } else {
                    output.append(scalar)
                    index += 1
                }
            case "<":
                index = tag(at: index, within: range, into: &output)
            case "*", "_", "~":
                index = emphasis(at: index, within: range, into: &output)
            case "&":
                index = entity(at: index, within: range, into: &output)
            default:
                output.append(scalar)
                index += 1
            }
        }
    }

    /// `[text](address)` at `open`: the text's range and where the link ends.
    private func link(at open: Int, within range: Range<Int>) -> (text: Range<Int>, end: Int)? {
        let close = closingBracket[open]
        guard close >= 0, close + 1 < range.upperBound, scalars[close + 1] == "(" else { return nil }
        let end = closingParenthesis[close + 1]
        guard end >= 0, end < range.upperBound else { return nil }
        return ((open + 1)..<close, end + 1)
    }

    /// An HTML tag at `open` is dropped (`br`, `p`, `div` and `li` break the
    /// line), an autolink `<https://…>` becomes its address, any other `<` is text.
    private func tag(at open: Int, within range: Range<Int>, into output: inout String.UnicodeScalarView) -> Int {
        let close = nextGreater[open]
        guard close < range.upperBound, close < nextLess[open], close - open <= Self.maximumTagLength, close > open + 1 else {
            output.append("<")
            return open + 1
        }
        let inner = String(String.UnicodeScalarView(scalars[(open + 1)..<close]))
        let lowered = inner.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("mailto:") {
            output.append(contentsOf: inner.unicodeScalars)
            return close + 1
        }
        let first = scalars[open + 1]
        guard first == "/" || first == "!" || first.properties.isAlphabetic, first.isASCII else {
            output.append("<")
            return open + 1
        }
        let name = lowered.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
        if ["br", "p", "div", "li"].contains(String(name)) { output.append("\n") }
        return close + 1
    }

    /// A run of `*` or `_` (or `~~`) that opens or closes emphasis goes; one
    /// between spaces, or `_` inside a word (`snake_case`), stays.
    private func emphasis(at start: Int, within range: Range<Int>, into output: inout String.UnicodeScalarView) -> Int {
        let mark = scalars[start]
        var end = start
        while end < range.upperBound, scalars[end] == mark { end += 1 }
        let before = start > range.lowerBound ? scalars[start - 1] : nil
        let after = end < range.upperBound ? scalars[end] : nil
        let opens = after.map { !$0.properties.isWhitespace } ?? false
        let closes = before.map { !$0.properties.isWhitespace } ?? false
        let insideWord = (before?.properties.isAlphabetic ?? false || before?.properties.numericType != nil)
            && (after?.properties.isAlphabetic ?? false || after?.properties.numericType != nil)
        let isMarker = mark == "~" ? end - start == 2 && (opens || closes) : (opens || closes) && !(mark == "_" && insideWord)
        if !isMarker { output.append(contentsOf: scalars[start..<end]) }
        return end
    }

    private static let entities: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "#39": "'",
    ]

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;` and numeric
    /// references become their characters; any other `&` is text.
    private func entity(at start: Int, within range: Range<Int>, into output: inout String.UnicodeScalarView) -> Int {
        var end = start + 1
        while end < range.upperBound, end - start <= 10, scalars[end] != ";" { end += 1 }
        guard end < range.upperBound, scalars[end] == ";", end > start + 1 else {
            output.append("&")
            return start + 1
        }
        let name = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        if let known = Self.entities[name] {
            output.append(known)
        } else if name.hasPrefix("#"), let scalar = Self.numericReference(name.dropFirst()) {
            output.append(scalar)
        } else {
            output.append("&")
            return start + 1
        }
        return end + 1
    }

    /// `#65` or `#x41`, without the `#`, as a scalar that is not a control character.
    private static func numericReference(_ text: Substring) -> Unicode.Scalar? {
        let value = text.hasPrefix("x") || text.hasPrefix("X") ? UInt32(text.dropFirst(), radix: 16) : UInt32(text, radix: 10)
        guard let value, let scalar = Unicode.Scalar(value), scalar.value >= 0x20, !(0x7F...0x9F).contains(scalar.value) else { return nil }
        return scalar
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIIPunctuation: Bool {
        (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value) || (0x7B...0x7E).contains(value)
    }
}
