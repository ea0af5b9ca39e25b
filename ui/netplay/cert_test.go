package netplay

import (
	"crypto/ecdsa"
	"crypto/x509"
	"testing"
)

func TestCertificateRoundTrip(t *testing.T) {
	c, err := NewCertificate()
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(c.Certificate[0])
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := leaf.PublicKey.(*ecdsa.PublicKey); !ok || leaf.NotAfter.Sub(leaf.NotBefore) < certValidity {
		t.Errorf("key %T, valid %v", leaf.PublicKey, leaf.NotAfter.Sub(leaf.NotBefore))
	}
	certPEM, keyPEM, err := EncodeCertificate(c)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeCertificate(certPEM, keyPEM)
	if err != nil {
		t.Fatal(err)
	}
	fp := CertFingerprint(c)
	if CertFingerprint(back) != fp || NormalizeFingerprint(fp) != fp || len(fp) != 64 {
		t.Errorf("fingerprint %q, read back %q", fp, CertFingerprint(back))
	}
	other, _ := NewCertificate()
	_, otherKey, _ := EncodeCertificate(other)
	for name, pair := range map[string][2][]byte{
		"garbage":       {[]byte("x"), keyPEM},
		"cut":           {certPEM[:len(certPEM)/2], keyPEM},
		"another's key": {certPEM, otherKey},
	} {
		if _, err := DecodeCertificate(pair[0], pair[1]); err == nil {
			t.Errorf("%s: read", name)
		}
	}
	if _, _, err := EncodeCertificate(back); err != nil {
		t.Error(err)
	}
}

func TestNormalizeFingerprint(t *testing.T) {
	if got := NormalizeFingerprint(" 01:23" + testFP[4:] + " "); got != testFP {
		t.Errorf("got %q", got)
	}
	for _, s := range []string{"", testFP[2:], testFP + "00", "zz" + testFP[2:]} {
		if got := NormalizeFingerprint(s); got != "" {
			t.Errorf("%q → %q", s, got)
		}
	}
}
