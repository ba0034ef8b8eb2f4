/// The shortest Select Graphic Rendition (SGR) sequence that changes the
/// terminal from one style to another.
enum StyleTransition {
    /// The style as the given colour mode will show it, so that styles that
    /// look the same compare equal and cost no bytes.
    static func normalized(_ style: Style, for mode: ColorMode) -> Style {
        Style(
            attributes: style.attributes,
            foreground: style.foreground.approximated(for: mode),
            background: style.background.approximated(for: mode)
        )
    }

    /// The bytes that turn `old` into `new`; empty when they are equal.
    /// Both styles must already be normalised for the same mode.
    static func bytes(from old: Style, to new: Style) -> [UInt8] {
        guard old != new else { return [] }
        let incremental = incrementalParameters(from: old, to: new)
        let fromReset = ["0"] + parameters(for: new)
        let chosen = incremental.joined(separator: ";").utf8.count <= fromReset.joined(separator: ";").utf8.count
            ? incremental
            : fromReset
        return ControlSequence.csi(chosen.joined(separator: ";") + "m")
    }

    /// Parameters that set `style` starting from the default style.
    private static func parameters(for style: Style) -> [String] {
        var result = attributeOnParameters(style.attributes)
        if style.foreground != .default {
            result.append(colorParameter(style.foreground, isBackground: false))
        }
        if style.background != .default {
            result.append(colorParameter(style.background, isBackground: true))
        }
        return result
    }

    private static func incrementalParameters(from old: Style, to new: Style) -> [String] {
        var result: [String] = []
        let removed = old.attributes.subtracting(new.attributes)
        var added = new.attributes.subtracting(old.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            // 22 ends both bold and dim, so whichever of them stays is set again.
            result.append("22")
            added.formUnion(new.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { result.append("23") }
        if removed.contains(.underline) { result.append("24") }
        if removed.contains(.reverse) { result.append("27") }
        result += attributeOnParameters(added)
        if old.foreground != new.foreground {
            result.append(colorParameter(new.foreground, isBackground: false))
        }
        if old.background != new.background {
            result.append(colorParameter(new.background, isBackground: true))
        }
        return result
    }

    private static func attributeOnParameters(_ attributes: TextAttributes) -> [String] {
        var result: [String] = []
        if attributes.contains(.bold) { result.append("1") }
        if attributes.contains(.dim) { result.append("2") }
        if attributes.contains(.italic) { result.append("3") }
        if attributes.contains(.underline) { result.append("4") }
        if attributes.contains(.reverse) { result.append("7") }
        return result
    }

    private static func colorParameter(_ color: TerminalColor, isBackground: Bool) -> String {
        switch color {
        case .default:
            return isBackground ? "49" : "39"
        case .ansi(let value):
            let index = Int(value % 16)
            let base = index < 8 ? (isBackground ? 40 : 30) : (isBackground ? 100 : 90)
            return String(base + index % 8)
        case .indexed(let index):
            return (isBackground ? "48;5;" : "38;5;") + String(index)
        case .rgb(let red, let green, let blue):
            return (isBackground ? "48;2;" : "38;2;") + "\(red);\(green);\(blue)"
        }
    }
}
