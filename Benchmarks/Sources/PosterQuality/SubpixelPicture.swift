/// Colours on the sub-cell grid, and how to look at them: a sub-pixel is a
/// sixth of a cell tall and half a cell wide, about three times as wide as
/// tall on a terminal whose cells are twice as tall as wide, so each becomes
/// three pixels across and one down.
struct SubpixelPicture: Sendable {
    let grid: CellGrid
    let colors: [RGBColor]

    func picture(named name: String) -> TestPicture {
        let across = 3
        var pixels: [UInt8] = []
        pixels.reserveCapacity(colors.count * across * 3)
        for color in colors {
            for _ in 0..<across { pixels += [color.red, color.green, color.blue] }
        }
        return TestPicture(name: name, width: grid.subWidth * across, height: grid.subHeight, pixels: pixels)
    }
}
