/// How well one rendering shows one picture.
struct QualityScore: Sendable {
    /// Mean CIEDE2000 over the sub-pixels; lower is better, about 1 is a just noticeable difference.
    let meanDeltaE: Double
    /// Mean SSIM on luma; 1 is identical.
    let ssim: Double
}
