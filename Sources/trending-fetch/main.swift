// trending's network helper: the only program that links FoundationNetworking (and so libcurl),
// kept out of `trending` so runs that never fetch never load it. After a version handshake it
// reads request frames on stdin and answers each with a head frame and a body frame on stdout
// (see FetchWire), until stdin closes or `trending` is gone. It is started by `trending` and
// not meant to be run by hand.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TrendingData

ParentWatch.start()
LoopbackProxyBypass.apply()
NoFoundationFolders.apply()
exit(await FetchHelper.run())
