import Mapping

extension User: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        userId           <- map["userId"]
        nickname         <- map["nickname"]
        avatarImgUrl     <- map["avatarImgUrl"]
        avatarImgNosKey  <- map["avatarImgNosKey"]
        signature        <- map["signature"]
        age              <- map["age"]
        birthday         <- map["birthday"]
        gender           <- map["gender"]
        constellation    <- map["constellation"]
        imAccId          <- map["imAccId"]
        realMan          <- map["realMan"]
        realPersonGender <- map["realPersonGender"]
        registerTime     <- map["registerTime"]
        language         <- map["language"]
    }
}
