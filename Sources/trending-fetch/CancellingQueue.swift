import Foundation

/// Where tasks are cancelled. `cancel` waits for URLSession's transfer thread; a serial queue of
/// its own keeps that wait off the few shared dispatch threads that deadlines run on.
let cancelling = DispatchQueue(label: "trending-fetch.cancel")
