import Foundation
@testable import MoviesData
import Testing

/// The cache directory's path read without `URL.path` (README "Performance":
/// the first `URL.path` of a run costs a scan of every conformance record):
/// it must name exactly what the URL route names.
struct PrivateCacheFilesPathTests {
    static let directories = [
        "/", "/tmp", "/tmp/movies", "/tmp/movies/", "/home/someone/.cache/movies",
        "/tmp/with space/movies", "/tmp/caf\u{e9}/\u{6620}\u{753b}", "/tmp/100%25/x", "/tmp/.hidden/..dots/.../x.",
        "/tmp/./movies", "/tmp/../movies", "/tmp/movies/..", "/tmp/movies/.", "/./tmp", "/..", "/tmp//movies",
    ]

    @Test(arguments: directories)
    func thePlainPath_isTheStandardizedPath_orNothing(directory: String) {
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        if let plain = PrivateCacheFiles.plainPath(of: url) {
            #expect(plain == url.standardizedFileURL.path, "\(directory) read as \(plain)")
        }
    }

    @Test(arguments: ["/tmp", "/tmp/movies/", "/home/someone/.cache/movies", "/tmp/with space/movies", "/"])
    func aPlainDirectory_isReadWithoutStandardizing(directory: String) {
        #expect(PrivateCacheFiles.plainPath(of: URL(fileURLWithPath: directory, isDirectory: true)) != nil)
    }

    @Test(arguments: ["/tmp/./movies", "/tmp/../movies", "/tmp/movies/..", "/tmp/movies/."])
    func aDirectoryWithDotComponents_isLeftToTheURLRoute(directory: String) {
        #expect(PrivateCacheFiles.plainPath(of: URL(fileURLWithPath: directory, isDirectory: true)) == nil)
    }

    @Test(arguments: directories)
    func theCacheFilePath_isTheOneTheURLRouteGives(directory: String) {
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        #expect(
            PrivateCacheFiles.path(ofFile: MoviesCacheDatabase.fileName, in: url)
                == url.appendingPathComponent(MoviesCacheDatabase.fileName).path
        )
    }

    @Test(arguments: ["/", "/tmp", "/tmp/movies", "/home/someone/.cache/movies", "/tmp/with space/x"])
    func theParentPath_isTheOneTheURLRouteGives(path: String) {
        let byURL = URL(fileURLWithPath: path, isDirectory: true).deletingLastPathComponent().standardizedFileURL.path
        #expect(PrivateCacheFiles.parentPath(of: path) == byURL)
    }

    @Test func missingParents_areCreatedPrivate_andDotComponentsAreResolvedByName() throws {
        // given
        let temporary = try TemporaryCacheDirectory()
        let plain = temporary.parent.appendingPathComponent("a/b/c", isDirectory: true)
        let dotted = URL(fileURLWithPath: temporary.parent.path + "/d/./e/../f", isDirectory: true)

        // when
        _ = try PrivateCacheFiles.createDirectory(at: plain)
        _ = try PrivateCacheFiles.createDirectory(at: dotted)

        // then: every directory made is 0700, and `e/..` named no directory
        for made in ["a", "a/b", "a/b/c", "d", "d/f"] {
            #expect(try temporary.mode(of: temporary.parent.path + "/" + made) == 0o700, "\(made)")
        }
        #expect(!FileManager.default.fileExists(atPath: temporary.parent.path + "/d/e"))
    }

    @Test func aWebAddress_isNotAPlainPath() throws {
        let url = try #require(URL(string: "https://example.com/tmp/movies"))
        #expect(PrivateCacheFiles.plainPath(of: url) == nil)
    }
}
