/// Finds, for one cell, the split of its sub-cells into a foreground and a
/// background set, and the two colours, that show the sub-cells with the
/// least squared error.
///
/// Values are sRGB-encoded (0…255), which are close to perceived lightness,
/// so dark detail weighs as much as bright. For a given split the best
/// colours are the means of the two sets, and the error is least for the
/// split with the largest `|sumA|² / countA + |sumB|² / countB`, so no colour
/// needs converting while the splits (`BlockSymbols.splits`) are tried.
struct BlockCellFitter {
    /// The sub-cells of one cell: lane `row * columns + column` of each
    /// channel, lanes past the cell's count zero.
    struct SubCells {
        var red = SIMD8<Float>()
        var green = SIMD8<Float>()
        var blue = SIMD8<Float>()
    }

    /// A cell's answer: `mask` has a bit for each sub-cell painted in the
    /// foreground (bit `row * columns + column`), 0 when the whole cell is
    /// best shown in one colour, the background.
    struct Fit {
        var mask: Int
        var foreground: SIMD3<Float>
        var background: SIMD3<Float>
    }

    /// One two-colour split of a cell, as a lane selector.
    private struct Split {
        var mask: Int
        var inForeground: SIMD8<Float>
        var foregroundCount: Float
        var backgroundCount: Float
    }

    private let count: Int
    private let lanes: SIMD8<Float>
    private let splits: [Split]

    init(symbols: BlockSymbols) {
        let count = symbols.subCellCount
        self.count = count
        var lanes = SIMD8<Float>()
        for lane in 0..<count { lanes[lane] = 1 }
        self.lanes = lanes
        splits = symbols.splits.map { mask in
            var inForeground = SIMD8<Float>()
            for lane in 0..<count where mask & (1 << lane) != 0 { inForeground[lane] = 1 }
            let foregroundCount = Float(mask.nonzeroBitCount)
            return Split(mask: mask, inForeground: inForeground, foregroundCount: foregroundCount, backgroundCount: Float(count) - foregroundCount)
        }
    }

    /// The best split of `cell`, with the mean colour of each set.
    func fit(_ cell: SubCells) -> Fit {
        let total = SIMD3(cell.red.sum(), cell.green.sum(), cell.blue.sum())
        let mean = total / Float(count)
        // A cell of one colour (or all but) stays flat: a split would only
        // show rounding noise as a pattern.
        let red = cell.red - mean.x * lanes
        let green = cell.green - mean.y * lanes
        let blue = cell.blue - mean.z * lanes
        guard (red * red + green * green + blue * blue).sum() > 0.01 else {
            return Fit(mask: 0, foreground: mean, background: mean)
        }
        var best = Fit(mask: 0, foreground: mean, background: mean)
        var bestScore = -Float.infinity
        for split in splits {
            let front = sum(cell, in: split)
            let back = total - front
            let score = (front * front).sum() / split.foregroundCount + (back * back).sum() / split.backgroundCount
            if score > bestScore {
                bestScore = score
                best = Fit(mask: split.mask, foreground: front / split.foregroundCount, background: back / split.backgroundCount)
            }
        }
        return best
    }

    /// The split and the two entries of `palette` that show `cell` with the
    /// least squared error, the flat cell (`mask` 0, both entries the same)
    /// included. Each set takes the entry nearest its mean: trying the
    /// quantised colours, rather than quantising the best unquantised split,
    /// keeps a pattern whose two colours would round to one from winning.
    func fit(_ cell: SubCells, palette: BlockPalette) -> (mask: Int, foreground: Int, background: Int) {
        // Two copies of the search, each with its palette's look-up inlined:
        // it runs twice for every split of every cell.
        switch palette.kind {
        case .extended: fit(cell, nearest: BlockPalette.nearestExtended)
        case .basic: fit(cell, nearest: palette.nearestBasic)
        }
    }

    @inline(__always)
    private func fit(
        _ cell: SubCells,
        nearest: (SIMD3<Float>) -> (index: Int, color: SIMD3<Float>)
    ) -> (mask: Int, foreground: Int, background: Int) {
        let total = SIMD3(cell.red.sum(), cell.green.sum(), cell.blue.sum())
        // With `q` the colour shown for a set of `n` sub-cells summing to `s`,
        // the set's error is `Σ|v|² - 2 q·s + n |q|²`. The first term is the
        // same for every choice and is left out of every error here.
        func error(_ color: SIMD3<Float>, sum: SIMD3<Float>, count: Float) -> Float {
            count * (color * color).sum() - 2 * (color * sum).sum()
        }
        let flat = nearest(total / Float(count))
        var best = (mask: 0, foreground: flat.index, background: flat.index)
        var bestError = error(flat.color, sum: total, count: Float(count))
        for split in splits {
            let front = sum(cell, in: split)
            let back = total - front
            let frontEntry = nearest(front / split.foregroundCount)
            let backEntry = nearest(back / split.backgroundCount)
            guard frontEntry.index != backEntry.index else { continue }
            let splitError = error(frontEntry.color, sum: front, count: split.foregroundCount)
                + error(backEntry.color, sum: back, count: split.backgroundCount)
            if splitError < bestError {
                bestError = splitError
                best = (split.mask, frontEntry.index, backEntry.index)
            }
        }
        return best
    }

    @inline(__always)
    private func sum(_ cell: SubCells, in split: Split) -> SIMD3<Float> {
        SIMD3((cell.red * split.inForeground).sum(), (cell.green * split.inForeground).sum(), (cell.blue * split.inForeground).sum())
    }
}
