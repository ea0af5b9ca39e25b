package netplay

import (
	"crypto/tls"
	"errors"
	"net"
	"net/http"
	"time"

	"github.com/coder/websocket"
)

// ErrWrongCertificate is a join refused by the guest: the table presented
// another certificate than the one whose fingerprint he pinned (from the
// invitation, or from his first connection).
var ErrWrongCertificate = errors.New("the table's certificate is not the one in the invitation: maybe someone is in between")

// tlsSeen is what the TLS handshake of one dial saw.
type tlsSeen struct {
	fingerprint string // the certificate's, "" before the handshake
	wrong       bool   // it was not the pinned one
}

// serverTLS is the table's TLS configuration: its certificate, TLS 1.3.
func serverTLS(cert tls.Certificate) *tls.Config {
	return &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS13}
}

// clientTLS is a guest's TLS configuration. No authority vouches for a
// table's certificate, so the usual chain check is off
// (InsecureSkipVerify) and VerifyConnection is the check instead: with a
// pin, the certificate must have exactly that fingerprint; without one
// (a typed code), any certificate passes here and the code exchange
// (codekey.go) authenticates the connection before anything secret is
// sent.
func clientTLS(pin string, seen *tlsSeen) *tls.Config {
	return &tls.Config{
		MinVersion:         tls.VersionTLS13,
		InsecureSkipVerify: true, // see VerifyConnection
		VerifyConnection: func(cs tls.ConnectionState) error {
			if len(cs.PeerCertificates) == 0 {
				return errors.New("the table sent no certificate")
			}
			seen.fingerprint = Fingerprint(cs.PeerCertificates[0].Raw)
			if pin != "" && seen.fingerprint != pin {
				seen.wrong = true
				return ErrWrongCertificate
			}
			return nil
		},
	}
}

// dialOptions are the WebSocket dial options for a table whose
// certificate has fingerprint pin ("" any), with header; the transport
// goes straight to the table (no proxy) and speaks HTTP/1.1.
func dialOptions(pin string, header http.Header, seen *tlsSeen) (*websocket.DialOptions, *http.Transport) {
	tr := &http.Transport{
		DialContext:         (&net.Dialer{Timeout: handshakeTimeout}).DialContext,
		TLSClientConfig:     clientTLS(pin, seen),
		TLSHandshakeTimeout: handshakeTimeout,
		IdleConnTimeout:     time.Second,
	}
	return &websocket.DialOptions{HTTPClient: &http.Client{Transport: tr}, HTTPHeader: header}, tr
}
