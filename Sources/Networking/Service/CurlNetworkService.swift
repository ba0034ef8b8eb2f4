#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `NetworkService` over libcurl.
///
/// Each request gets its own easy handle and its own thread, so a blocking
/// transfer never occupies Swift's cooperative pool. TLS verification is
/// always on, only `http` and `https` are spoken (redirects included, at most
/// 5, never from https down to http), and the request's time limit bounds the
/// whole transfer, connection set-up included.
///
/// libcurl (`libcurl.so.4`, from the `libcurl4` package) is opened by the first
/// request, not at start-up; when it is missing every request fails with
/// `NetworkError.transport`, whose detail says to install it.
public struct CurlNetworkService: NetworkService {
    /// The body size above which a response is refused: 8 MiB.
    public static let defaultMaximumBodyBytes = 8 * 1024 * 1024

    /// Bodies larger than this fail with `NetworkError.responseTooLarge`.
    public let maximumBodyBytes: Int

    /// The file of certificate authorities trusted for https instead of the
    /// system's; `nil` for the system's.
    public let caBundlePath: String?

    /// Finds libcurl when a request needs it; only the first call opens it.
    private let library: @Sendable () -> Result<CurlLibrary, NetworkError>

    /// - Parameters:
    ///   - maximumBodyBytes: the largest body accepted, in bytes.
    ///   - caBundlePath: the certificate authorities to trust; by default the
    ///     file the environment names (`CABundle`), else the system's.
    public init(
        maximumBodyBytes: Int = CurlNetworkService.defaultMaximumBodyBytes,
        caBundlePath: String? = CABundle.pathFromProcessEnvironment()
    ) {
        self.init(maximumBodyBytes: maximumBodyBytes, caBundlePath: caBundlePath, library: { CurlLibrary.shared })
    }

    init(
        maximumBodyBytes: Int,
        caBundlePath: String? = nil,
        library: @escaping @Sendable () -> Result<CurlLibrary, NetworkError>
    ) {
        self.maximumBodyBytes = max(0, maximumBodyBytes)
        self.caBundlePath = caBundlePath
        self.library = library
    }

    /// Starts opening libcurl on a thread of its own, so that a run certain to
    /// make a request loads libcurl's ~40 shared objects (about 5 ms here)
    /// while it does its other start-up work. The first request waits for
    /// this load rather than starting another, and later calls find it done.
    ///
    /// Only for a run sure to make a request: while libcurl loads, glibc's
    /// loader lock holds every `pthread_create` of the process, and exit
    /// waits for the load.
    public func prepareForRequests() {
        _ = TransferThread.start { _ = library() }
    }

    /// Sends `request` and waits for the whole response.
    /// - Returns: the response, whatever its HTTP status.
    /// - Throws: `NetworkError` when no complete response arrived; `.cancelled`
    ///   when the calling task is cancelled.
    public func request(_ request: NetworkRequest) async throws -> NetworkResponse {
        let cancellation = CurlCancellation()
        let maximumBodyBytes = maximumBodyBytes
        let caBundlePath = caBundlePath
        let library = library
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<NetworkResponse, any Error>) in
                let started = TransferThread.start {
                    // Opening libcurl the first time blocks too, so it happens here.
                    let result = library().flatMap { library in
                        CurlTransfer(
                            library: library,
                            request: request,
                            maximumBodyBytes: maximumBodyBytes,
                            caBundlePath: caBundlePath,
                            cancellation: cancellation
                        ).perform()
                    }
                    continuation.resume(with: result.mapError { $0 as any Error })
                }
                if !started {
                    continuation.resume(throwing: NetworkError.transport(code: 0, detail: "could not start a thread for the transfer"))
                }
            }
        } onCancel: {
            cancellation.cancel()
        }
    }
}
