extension TerminalColor {
    /// The closest colour the given mode can show; `.default` when it shows none.
    public func approximated(for mode: ColorMode) -> TerminalColor {
        switch (mode, self) {
        case (_, .default), (.none, _):
            return .default
        case (.trueColor, _), (.ansi256, .ansi), (.ansi256, .indexed), (.ansi16, .ansi):
            return self
        case (.ansi256, .rgb(let red, let green, let blue)):
            return .indexed(Self.nearestPaletteIndex(red: red, green: green, blue: blue))
        case (.ansi16, .indexed(let index)):
            if index < 16 {
                return .ansi(index)
            }
            let (red, green, blue) = Self.rgb(ofPaletteIndex: index)
            return .ansi(Self.nearestBasicIndex(red: red, green: green, blue: blue))
        case (.ansi16, .rgb(let red, let green, let blue)):
            return .ansi(Self.nearestBasicIndex(red: red, green: green, blue: blue))
        }
    }

    /// xterm's default values of the 16 basic colours.
    private static let basicPalette: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// Channel values of the 6×6×6 colour cube of the 256-colour palette.
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let red = a.0 - b.0
        let green = a.1 - b.1
        let blue = a.2 - b.2
        return red * red + green * green + blue * blue
    }

    private static func nearestBasicIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let target = (Int(red), Int(green), Int(blue))
        var best = 0
        var bestDistance = Int.max
        for (index, color) in basicPalette.enumerated() {
            let candidate = distance(target, (Int(color.0), Int(color.1), Int(color.2)))
            if candidate < bestDistance {
                best = index
                bestDistance = candidate
            }
        }
        return UInt8(best)
    }

    private static func nearestCubeLevel(_ value: Int) -> Int {
        var best = 0
        for (index, level) in cubeLevels.enumerated() where abs(level - value) < abs(cubeLevels[best] - value) {
            best = index
        }
        return best
    }

    private static func nearestPaletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let target = (Int(red), Int(green), Int(blue))
        let cube = (nearestCubeLevel(target.0), nearestCubeLevel(target.1), nearestCubeLevel(target.2))
        let cubeColor = (cubeLevels[cube.0], cubeLevels[cube.1], cubeLevels[cube.2])
        let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
        // The grey ramp 232–255 runs from 8 to 238 in steps of 10.
        let average = (target.0 + target.1 + target.2) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let greyValue = 8 + 10 * greyStep
        let greyIndex = 232 + greyStep
        let useGrey = distance(target, (greyValue, greyValue, greyValue)) < distance(target, cubeColor)
        return UInt8(useGrey ? greyIndex : cubeIndex)
    }

    private static func rgb(ofPaletteIndex index: UInt8) -> (UInt8, UInt8, UInt8) {
        let value = Int(index)
        if value < 16 {
            return basicPalette[value]
        }
        if value >= 232 {
            let grey = UInt8(8 + 10 * (value - 232))
            return (grey, grey, grey)
        }
        let cube = value - 16
        return (
            UInt8(cubeLevels[cube / 36]),
            UInt8(cubeLevels[(cube / 6) % 6]),
            UInt8(cubeLevels[cube % 6])
        )
    }
}
