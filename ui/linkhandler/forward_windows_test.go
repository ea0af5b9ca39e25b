package linkhandler

// transports is the TCP channel, Listen's and Send's on Windows.
func transports() []transport { return []transport{tcpTransport} }
