import Mapping

/// The flat user as an `ImmutableMappable` model: `let` properties, each read with
/// `try map.value`, as apps that keep their models immutable write them. It decodes the same
/// JSON as ``User`` and is compared with it through ``user``.
struct ImmutableUser: ImmutableMappable {
    let userId: String
    let nickname: String
    let avatarImgUrl: String
    let avatarImgNosKey: String?
    let signature: String
    let age: Int
    let birthday: Int
    let gender: Int
    let constellation: String
    let imAccId: String
    let realMan: Int
    let realPersonGender: Int
    let registerTime: Int
    let language: String

    init(map: Map) throws {
        userId           = try map.value("userId")
        nickname         = try map.value("nickname")
        avatarImgUrl     = try map.value("avatarImgUrl")
        avatarImgNosKey  = try map.value("avatarImgNosKey")
        signature        = try map.value("signature")
        age              = try map.value("age")
        birthday         = try map.value("birthday")
        gender           = try map.value("gender")
        constellation    = try map.value("constellation")
        imAccId          = try map.value("imAccId")
        realMan          = try map.value("realMan")
        realPersonGender = try map.value("realPersonGender")
        registerTime     = try map.value("registerTime")
        language         = try map.value("language")
    }

    func mapping(map: Map) {
        userId           >>> map["userId"]
        nickname         >>> map["nickname"]
        avatarImgUrl     >>> map["avatarImgUrl"]
        avatarImgNosKey  >>> map["avatarImgNosKey"]
        signature        >>> map["signature"]
        age              >>> map["age"]
        birthday         >>> map["birthday"]
        gender           >>> map["gender"]
        constellation    >>> map["constellation"]
        imAccId          >>> map["imAccId"]
        realMan          >>> map["realMan"]
        realPersonGender >>> map["realPersonGender"]
        registerTime     >>> map["registerTime"]
        language         >>> map["language"]
    }

    /// The same values as a ``User``, for the benchmark's check against `JSONDecoder`.
    var user: User {
        var user = User()
        user.userId = userId
        user.nickname = nickname
        user.avatarImgUrl = avatarImgUrl
        user.avatarImgNosKey = avatarImgNosKey
        user.signature = signature
        user.age = age
        user.birthday = birthday
        user.gender = gender
        user.constellation = constellation
        user.imAccId = imAccId
        user.realMan = realMan
        user.realPersonGender = realPersonGender
        user.registerTime = registerTime
        user.language = language
        return user
    }
}
