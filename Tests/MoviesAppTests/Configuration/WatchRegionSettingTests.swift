import Foundation
@testable import MoviesApp
import MoviesDomain
import Testing

/// The region of where-to-watch answers: `--region`, the file's `region`,
/// the country of `LC_ALL` or `LANG`, else the US — through the loader, as
/// every command gets it.
@Suite struct WatchRegionSettingTests {
    /// A sandbox home, so no developer's config file takes part.
    private func region(
        flag: String? = nil,
        file: String? = nil,
        environment: [String: String] = [:]
    ) throws -> WatchRegion? {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("movies-region-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var variables = environment
        variables["HOME"] = home.path
        if let file {
            let directory = home.appendingPathComponent(".config/movies")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data("region = \"\(file)\"\n".utf8).write(to: directory.appendingPathComponent("config.toml"))
        }
        var overrides = AppConfigurationLoader.Overrides()
        overrides.region = flag
        return try AppConfigurationLoader(environment: variables).load(overrides).watchRegion
    }

    @Test func theFlag_winsOverTheFileAndTheLocale() throws {
        // given / when
        let region = try region(flag: "de", file: "FR", environment: ["LANG": "en_GB.UTF-8"])
        // then
        #expect(region?.code == "DE")
        #expect(region?.origin == .flag)
    }

    @Test func theFile_winsOverTheLocale() throws {
        // given / when
        let region = try region(file: "FR", environment: ["LANG": "en_GB.UTF-8"])
        // then
        #expect(region?.code == "FR")
        #expect(region?.origin == .configuration)
    }

    @Test func withoutFlagOrFile_theCountryOfLANGIsTaken() throws {
        // given / when
        let region = try region(environment: ["LANG": "en_GB.UTF-8"])
        // then
        #expect(region?.code == "GB")
        #expect(region?.origin == .locale(variable: "LANG"))
    }

    @Test func LC_ALL_overridesLANG() throws {
        // given / when
        let region = try region(environment: ["LC_ALL": "de_AT.UTF-8", "LANG": "en_GB.UTF-8"])
        // then
        #expect(region?.code == "AT")
        #expect(region?.origin == .locale(variable: "LC_ALL"))
    }

    @Test(arguments: [[:], ["LANG": "C.UTF-8"], ["LANG": "es_419.UTF-8"], ["LANG": ""]])
    func aLocaleWithoutCountry_fallsBackToTheUS(environment: [String: String]) throws {
        // given / when
        let region = try region(environment: environment)
        // then
        #expect(region?.code == "US")
        #expect(region?.origin == .fallback)
    }

    @Test func aFlagThatNamesNoCountry_isAUsageError() {
        // given / when / then
        #expect(throws: AppError.usage("--region must be a two-letter country code such as US or GB.")) {
            try WatchRegionSetting.resolve(flag: "GBR", file: nil) { _ in nil }
        }
    }
}
