/// The colours a terminal without 24-bit colour offers a picture, encoded
/// and in linear light, with a quick way to the nearest of them.
struct BlockPalette: Sendable {
    /// The entry values of the 6×6×6 cube (indices 16–231), in sRGB.
    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]
    /// xterm's default values of the 16 basic colours (the same as
    /// `TerminalColor.approximated(for:)` assumes).
    private static let basicColors: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The 256-colour palette's cube and grey ramp (16–255). The first 16
    /// are left out: themes change them, so dithering with them would mix
    /// colours nobody can predict.
    static let xterm256 = BlockPalette(isExtended: true)
    /// The 16 basic colours, as xterm shows them by default.
    static let basic16 = BlockPalette(isExtended: false)

    /// Which of the two palettes this is.
    enum Kind {
        /// The 256-colour palette's cube and grey ramp.
        case extended
        /// The 16 basic colours.
        case basic
    }

    let kind: Kind
    /// Linear light of each entry, by terminal colour index.
    private let entries: [SIMD3<Float>]
    /// sRGB-encoded values (0…255) of each entry, by terminal colour index
    /// (only the 16 basic colours are searched through it).
    private let encodedEntries: [SIMD3<Float>]

    private init(isExtended: Bool) {
        kind = isExtended ? .extended : .basic
        var encoded = Self.basicColors.map { SIMD3(Float($0.0), Float($0.1), Float($0.2)) }
        if isExtended {
            let levels = Self.cubeLevels.map(Float.init)
            for index in 0..<216 {
                encoded.append(SIMD3(levels[index / 36], levels[(index / 6) % 6], levels[index % 6]))
            }
            encoded += (0..<24).map { SIMD3(repeating: Float(8 + 10 * $0)) }
        }
        encodedEntries = encoded
        entries = encoded.map { SIMD3(LinearLight.decode($0.x / 255), LinearLight.decode($0.y / 255), LinearLight.decode($0.z / 255)) }
    }

    /// The linear light of the entry with terminal colour index `index`.
    func color(_ index: Int) -> SIMD3<Float> {
        entries[index]
    }

    /// The terminal colour of the entry `index`, in the form the frame
    /// renderer sends unchanged for this palette's colour mode.
    func terminalColor(_ index: Int) -> TerminalColor {
        switch kind {
        case .extended: .indexed(UInt8(truncatingIfNeeded: index))
        case .basic: .ansi(UInt8(truncatingIfNeeded: index))
        }
    }

    /// The basic colour nearest to `color` (sRGB-encoded, 0…255), by
    /// squared distance of encoded values (the measure cells are fitted by),
    /// with its encoded value.
    func nearestBasic(_ color: SIMD3<Float>) -> (index: Int, color: SIMD3<Float>) {
        var best = 0
        var bestDistance = Float.infinity
        for (index, entry) in encodedEntries.enumerated() {
            let difference = entry - color
            let distance = (difference * difference).sum()
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return (best, encodedEntries[best])
    }

    /// The entry of the cube and grey ramp nearest to `color` (sRGB-encoded,
    /// 0…255), by squared distance of encoded values, with its encoded value.
    ///
    /// The cube is a product of levels, so its nearest entry is the nearest
    /// level in each channel; the nearest grey to a colour is the grey
    /// nearest to the mean of its channels. The closer of the two wins.
    /// Worked out without tables: this runs for every split of every cell.
    @inline(__always)
    static func nearestExtended(_ color: SIMD3<Float>) -> (index: Int, color: SIMD3<Float>) {
        // The levels are 0, 95, 135, 175, 215, 255 (55 + 40 × level above
        // 0), halfway points 47.5, 115, 155, 195, 235. Counted without
        // branches: each comparison would be a coin toss for the predictor.
        @inline(__always)
        func level(_ value: Float) -> Int {
            (value >= 47.5 ? 1 : 0) + (value >= 115 ? 1 : 0) + (value >= 155 ? 1 : 0) + (value >= 195 ? 1 : 0) + (value >= 235 ? 1 : 0)
        }
        @inline(__always)
        func value(_ level: Int) -> Float {
            Float(level == 0 ? 0 : 55 + 40 * level)
        }
        let red = level(color.x)
        let green = level(color.y)
        let blue = level(color.z)
        let cube = SIMD3(value(red), value(green), value(blue))
        // The ramp runs 8, 18, … 238.
        // Clamped before `Int(_:)`, which would trap on NaN or infinity.
        let position = (color.x + color.y + color.z - 24) / 30 + 0.5
        let step = position > 0 ? Int(min(position, 23)) : 0
        let grey = SIMD3(repeating: Float(8 + 10 * step))
        let cubeDifference = cube - color
        let greyDifference = grey - color
        if (greyDifference * greyDifference).sum() < (cubeDifference * cubeDifference).sum() {
            return (232 + step, grey)
        }
        return (16 + 36 * red + 6 * green + blue, cube)
    }
}
