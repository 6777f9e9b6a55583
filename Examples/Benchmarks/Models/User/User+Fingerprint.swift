extension User: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        for text in [userId, nickname, avatarImgUrl, signature, constellation, imAccId, language] {
            fingerprint.add(text)
        }
        fingerprint.add(avatarImgNosKey) { $0.add($1) }
        for number in [age, birthday, gender, realMan, realPersonGender, registerTime] {
            fingerprint.add(number)
        }
    }
}
