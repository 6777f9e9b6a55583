/// Workload 1: the flat 14-field user of issue 3.
///
/// One type serves all three contestants: it is `Codable` (Foundation's decoder and encoder),
/// has an initializer from `[String: Any]` and a `foundationObject` (the JSONSerialization-plus-
/// casts approach), and is `Mappable`. Sharing the type keeps the models equivalent by
/// construction and lets the benchmark check that all three decoded the same values. (The
/// `Codable` conformance is declared here because Swift synthesizes it only in the type's file.)
struct User: Codable {
    var userId = ""
    var nickname = ""
    var avatarImgUrl = ""
    /// Absent in the benchmark's JSON: exercises the optional path.
    var avatarImgNosKey: String?
    var signature = ""
    var age = 0
    var birthday = 0
    var gender = 0
    var constellation = ""
    var imAccId = ""
    var realMan = 0
    var realPersonGender = 0
    var registerTime = 0
    var language = ""

    init() {}

    /// The JSON of issue 3, byte for byte.
    static let json = #"{"userId":"12345","nickname":"用户1","avatarImgUrl":"http://example.com/a.jpg","signature":"qqq","age":19,"birthday":1052209042000,"gender":2,"constellation":"金牛座","imAccId":"abcdefgzzzzzzzzz","realMan":1,"realPersonGender":0,"registerTime":1620289047216,"language":"en-US"}"#
}
