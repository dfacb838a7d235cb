import TrendingData

/// Runs `cache clear` and `cache path`. Never touches user state, even in the same folder.
struct CacheCommand {
    let action: CacheAction
    let storage: FileSystemStorage
    let environment: AppEnvironment

    func run() -> ExitCode {
        switch action {
        case .path:
            environment.stdout.write(storage.directory.path + "\n")
            return .ok
        case .clear:
            do {
                // Only what the caches wrote: the folder may be the state folder too.
                let keys = try storage.keys().filter(CacheFileNames.isCacheFile)
                for key in keys { try storage.delete(key) }
                environment.stderr.write("Removed \(keys.count) cached file\(keys.count == 1 ? "" : "s") from \(storage.directory.path).\n")
                return .ok
            } catch {
                environment.stderr.write("\(environment.errorLabel()) Could not clear the cache\n  \(error.reason).\n  Check the permissions of \(storage.directory.path).\n")
                return .ioError
            }
        }
    }
}
