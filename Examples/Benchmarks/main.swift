import Foundation
import Mapping

func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
for name in ["twitter", "citm_catalog", "canada"] {
    let data = FileManager.default.contents(atPath: "../shared/corpus/\(name).json")!
    let mb = Double(data.count) / 1e6
    var ours: [Double] = [], theirs: [Double] = [], w1: [Double] = [], w2: [Double] = []
    let v = try JSONValue(parsing: data)
    let o = try JSONSerialization.jsonObject(with: data)
    for _ in 0..<15 {
        ours.append(try time { _ = try JSONValue(parsing: data) })
        theirs.append(try time { _ = try JSONSerialization.jsonObject(with: data) })
        w1.append(try time { _ = try v.jsonBytes() })
        w2.append(try time { _ = try JSONSerialization.data(withJSONObject: o) })
    }
    let m = { (a: [Double]) in a.sorted()[a.count/2] }
    print(name, "parse", mb/m(ours), "vs", mb/m(theirs), "ratio", m(theirs)/m(ours), "write", mb/m(w1), "vs", mb/m(w2), m(w2)/m(w1))
}
