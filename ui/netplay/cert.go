package netplay

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"strings"
	"time"
)

// certValidity is how long a table's certificate is valid: a guest pins
// its fingerprint and checks no dates, but a TLS library checks them, so
// the certificate outlives any program that made it.
const certValidity = 50 * 365 * 24 * time.Hour

// NewCertificate makes a table's self-signed certificate: an ECDSA P-256
// key, valid from now for 50 years, named "Cego table". A guest pins it by
// its Fingerprint (the invitation carries it); no authority vouches for it.
func NewCertificate() (tls.Certificate, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, fmt.Errorf("cannot make the table's key: %w", err)
	}
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 127))
	if err != nil {
		return tls.Certificate{}, fmt.Errorf("cannot make the table's certificate: %w", err)
	}
	now := time.Now()
	tmpl := &x509.Certificate{
		SerialNumber:          serial,
		Subject:               pkix.Name{CommonName: "Cego table"},
		NotBefore:             now.Add(-time.Hour),
		NotAfter:              now.Add(certValidity),
		KeyUsage:              x509.KeyUsageDigitalSignature,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, fmt.Errorf("cannot make the table's certificate: %w", err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, nil
}

// EncodeCertificate returns the certificate's and its private key's PEM
// blocks, for the host's config folder (the key file must be private).
func EncodeCertificate(c tls.Certificate) (certPEM, keyPEM []byte, err error) {
	if len(c.Certificate) == 0 || c.PrivateKey == nil {
		return nil, nil, errors.New("the table's certificate is empty")
	}
	key, err := x509.MarshalPKCS8PrivateKey(c.PrivateKey)
	if err != nil {
		return nil, nil, fmt.Errorf("cannot write the table's key: %w", err)
	}
	certPEM = pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: c.Certificate[0]})
	keyPEM = pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: key})
	return certPEM, keyPEM, nil
}

// DecodeCertificate reads what EncodeCertificate wrote; a damaged or
// mismatched pair is an error, never a panic.
func DecodeCertificate(certPEM, keyPEM []byte) (tls.Certificate, error) {
	c, err := tls.X509KeyPair(certPEM, keyPEM)
	if err != nil {
		return tls.Certificate{}, fmt.Errorf("the table's certificate cannot be read: %w", err)
	}
	return c, nil
}

// Fingerprint is the SHA-256 of a certificate's DER bytes as 64 lower-case
// hex digits: what an invitation carries and a guest pins.
func Fingerprint(der []byte) string {
	sum := sha256.Sum256(der)
	return hex.EncodeToString(sum[:])
}

// CertFingerprint is the Fingerprint of a tls.Certificate's leaf ("" when
// it has none).
func CertFingerprint(c tls.Certificate) string {
	if len(c.Certificate) == 0 {
		return ""
	}
	return Fingerprint(c.Certificate[0])
}

// NormalizeFingerprint is how a fingerprint is compared: hex digits in
// lower case, with spaces and colons (as tools print them) dropped; ""
// when s is not 32 bytes of hex.
func NormalizeFingerprint(s string) string {
	s = strings.ToLower(strings.NewReplacer(":", "", " ", "").Replace(strings.TrimSpace(s)))
	if len(s) != 2*sha256.Size {
		return ""
	}
	if _, err := hex.DecodeString(s); err != nil {
		return ""
	}
	return s
}

// KeptCertificate returns the table certificate a program keeps: read
// returns the kept PEM (certificate and key, an error wrapping
// fs.ErrNotExist when none was kept). When there is none, or it cannot
// be read or is damaged, a new one is made and kept with save — logf says
// so (friends invited with the old one must be invited again). A failed
// save is logged too: the table opens all the same, with a certificate
// that lasts until the program ends.
func KeptCertificate(read func() ([]byte, error), save func([]byte) error, logf func(format string, args ...any)) (tls.Certificate, error) {
	data, err := read()
	if err == nil {
		c, derr := DecodeCertificate(data, data)
		if derr == nil {
			return c, nil
		}
		logf("the kept table certificate cannot be used (%v); a new one is made", derr)
	} else if !errors.Is(err, fs.ErrNotExist) {
		logf("the kept table certificate cannot be read (%v); a new one is made", err)
	}
	c, err := NewCertificate()
	if err != nil {
		return tls.Certificate{}, err
	}
	certPEM, keyPEM, err := EncodeCertificate(c)
	if err == nil {
		err = save(append(certPEM, keyPEM...))
	}
	if err != nil {
		logf("the table certificate is not kept (%v): invitations hold until the program ends", err)
	}
	return c, nil
}
