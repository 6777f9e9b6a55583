import Foundation

// The JSONSerialization-plus-casts approach, written the way ObjectMapper does it underneath:
// each property is assigned when its key holds a value of the right type, and left alone
// otherwise.
extension User: FoundationConvertible {
    init(foundation json: [String: Any]) {
        if let value = json["userId"] as? String { userId = value }
        if let value = json["nickname"] as? String { nickname = value }
        if let value = json["avatarImgUrl"] as? String { avatarImgUrl = value }
        if let value = json["avatarImgNosKey"] as? String { avatarImgNosKey = value }
        if let value = json["signature"] as? String { signature = value }
        if let value = json["age"] as? Int { age = value }
        if let value = json["birthday"] as? Int { birthday = value }
        if let value = json["gender"] as? Int { gender = value }
        if let value = json["constellation"] as? String { constellation = value }
        if let value = json["imAccId"] as? String { imAccId = value }
        if let value = json["realMan"] as? Int { realMan = value }
        if let value = json["realPersonGender"] as? Int { realPersonGender = value }
        if let value = json["registerTime"] as? Int { registerTime = value }
        if let value = json["language"] as? String { language = value }
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [
            "userId": userId, "nickname": nickname, "avatarImgUrl": avatarImgUrl, "signature": signature,
            "age": age, "birthday": birthday, "gender": gender, "constellation": constellation,
            "imAccId": imAccId, "realMan": realMan, "realPersonGender": realPersonGender,
            "registerTime": registerTime, "language": language,
        ]
        if let avatarImgNosKey { json["avatarImgNosKey"] = avatarImgNosKey }
        return json
    }
}
