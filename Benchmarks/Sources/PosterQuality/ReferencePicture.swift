/// The source picture as the comparison sees it: box-filtered in linear light
/// down to the sub-cell grid, in CIELAB for ΔE and as luma for SSIM.
struct ReferencePicture: Sendable {
    let grid: CellGrid
    let lab: [LabColor]
    let luma: [Double]
    /// The reduced source in 8-bit sRGB, for looking at.
    let subpixelPicture: SubpixelPicture

    init(_ picture: TestPicture, grid: CellGrid) {
        self.grid = grid
        let reduced = LinearImage(picture).areaAveraged(toWidth: grid.subWidth, height: grid.subHeight)
        var lab: [LabColor] = []
        var luma: [Double] = []
        lab.reserveCapacity(grid.subWidth * grid.subHeight)
        luma.reserveCapacity(grid.subWidth * grid.subHeight)
        for index in stride(from: 0, to: reduced.samples.count, by: 3) {
            let red = reduced.samples[index]
            let green = reduced.samples[index + 1]
            let blue = reduced.samples[index + 2]
            lab.append(LabColor(linearRed: red, green: green, blue: blue))
            luma.append(Self.luma(red: SRGB.encoded(red) * 255, green: SRGB.encoded(green) * 255, blue: SRGB.encoded(blue) * 255))
        }
        self.lab = lab
        self.luma = luma
        self.subpixelPicture = SubpixelPicture(
            grid: grid,
            colors: stride(from: 0, to: reduced.samples.count, by: 3).map { index in
                RGBColor(
                    red: SRGB.byte(ofLinear: reduced.samples[index]),
                    green: SRGB.byte(ofLinear: reduced.samples[index + 1]),
                    blue: SRGB.byte(ofLinear: reduced.samples[index + 2])
                )
            }
        )
    }

    /// How close `subpixels` (the reconstruction of some cells) come to the source.
    func score(_ subpixels: [RGBColor]) -> QualityScore {
        var total = 0.0
        var shownLuma: [Double] = []
        shownLuma.reserveCapacity(subpixels.count)
        for (index, color) in subpixels.enumerated() {
            total += CIEDE2000.difference(lab[index], LabColor(color))
            shownLuma.append(Self.luma(red: Double(color.red), green: Double(color.green), blue: Double(color.blue)))
        }
        return QualityScore(
            meanDeltaE: total / Double(subpixels.count),
            ssim: StructuralSimilarity.mean(luma, shownLuma, width: grid.subWidth, height: grid.subHeight)
        )
    }

    /// Luma Y′ of Rec. 601 from gamma-encoded samples, as SSIM is usually computed on colour pictures.
    static func luma(red: Double, green: Double, blue: Double) -> Double {
        0.299 * red + 0.587 * green + 0.114 * blue
    }
}
