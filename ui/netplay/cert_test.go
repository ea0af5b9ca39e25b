package netplay

import (
	"crypto/ecdsa"
	"crypto/x509"
	"errors"
	"fmt"
	"io/fs"
	"strings"
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

// TestKeptCertificate: made and kept the first time, read back the next;
// a damaged or unreadable file is made anew with a log line, a failed
// save is logged and the table still gets a certificate.
func TestKeptCertificate(t *testing.T) {
	var kept []byte
	var logs []string
	read := func() ([]byte, error) {
		if kept == nil {
			return nil, fmt.Errorf("reading: %w", fs.ErrNotExist)
		}
		return kept, nil
	}
	save := func(b []byte) error { kept = b; return nil }
	logf := func(f string, a ...any) { logs = append(logs, fmt.Sprintf(f, a...)) }
	first, err := KeptCertificate(read, save, logf)
	if err != nil || kept == nil || len(logs) != 0 {
		t.Fatalf("first: %v, kept %d bytes, logs %q", err, len(kept), logs)
	}
	again, err := KeptCertificate(read, save, logf)
	if err != nil || CertFingerprint(again) != CertFingerprint(first) {
		t.Fatalf("again: %v, a different certificate", err)
	}
	kept = kept[:len(kept)/2]
	anew, err := KeptCertificate(read, save, logf)
	if err != nil || CertFingerprint(anew) == CertFingerprint(first) || len(logs) != 1 || !strings.Contains(logs[0], "cannot be used") {
		t.Errorf("damaged: %v, logs %q", err, logs)
	}
	if _, err := DecodeCertificate(kept, kept); err != nil {
		t.Errorf("the new one was not kept: %v", err)
	}
	logs = nil
	_, err = KeptCertificate(func() ([]byte, error) { return nil, errors.New("permission denied") },
		func([]byte) error { return errors.New("disk full") }, logf)
	if err != nil || len(logs) != 2 || !strings.Contains(logs[0], "cannot be read") || !strings.Contains(logs[1], "not kept") {
		t.Errorf("unreadable, unsaveable: %v, logs %q", err, logs)
	}
}
