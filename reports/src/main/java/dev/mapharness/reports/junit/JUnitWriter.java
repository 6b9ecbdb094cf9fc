package dev.mapharness.reports.junit;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes suites in the JUnit XML shape CI systems read: {@code testsuites > testsuite[name, tests,
 * failures, errors, skipped, time] > testcase[classname, name, time] > failure[message, type]}.
 * The stream writer escapes markup; {@link XmlText} first removes what XML 1.0 cannot hold at all.
 */
final class JUnitWriter {
    private static final XMLOutputFactory FACTORY = XMLOutputFactory.newFactory();

    private JUnitWriter() {
    }

    static byte[] write(String name, List<TestSuite> suites) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            XMLStreamWriter w = FACTORY.createXMLStreamWriter(bytes, "UTF-8");
            w.writeStartDocument("UTF-8", "1.0");
            w.writeCharacters("\n");
            w.writeStartElement("testsuites");
            attribute(w, "name", name);
            w.writeAttribute("tests", Long.toString(suites.stream().mapToLong(s -> s.cases().size()).sum()));
            w.writeAttribute("failures", Long.toString(suites.stream().mapToLong(TestSuite::failures).sum()));
            w.writeAttribute("errors", "0");
            w.writeAttribute("skipped", Long.toString(suites.stream().mapToLong(TestSuite::skipped).sum()));
            w.writeAttribute("time", time(suites.stream().mapToDouble(TestSuite::seconds).sum()));
            for (TestSuite s : suites) {
                suite(w, s);
            }
            w.writeCharacters("\n");
            w.writeEndElement();
            w.writeCharacters("\n");
            w.writeEndDocument();
            w.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("writing XML to memory cannot fail", e);
        }
        return bytes.toByteArray();
    }

    private static void suite(XMLStreamWriter w, TestSuite s) throws XMLStreamException {
        w.writeCharacters("\n  ");
        w.writeStartElement("testsuite");
        attribute(w, "name", s.name());
        w.writeAttribute("tests", Integer.toString(s.cases().size()));
        w.writeAttribute("failures", Long.toString(s.failures()));
        w.writeAttribute("errors", "0");
        w.writeAttribute("skipped", Long.toString(s.skipped()));
        w.writeAttribute("time", time(s.seconds()));
        for (TestCase c : s.cases()) {
            w.writeCharacters("\n    ");
            w.writeStartElement("testcase");
            attribute(w, "classname", c.classname());
            attribute(w, "name", c.name());
            w.writeAttribute("time", time(c.seconds()));
            if (c.failure().isPresent()) {
                TestCase.Failure f = c.failure().get();
                w.writeStartElement("failure");
                attribute(w, "message", f.message());
                attribute(w, "type", f.type());
                w.writeCharacters(XmlText.text(f.details()));
                w.writeEndElement();
            }
            if (c.skipped().isPresent()) {
                w.writeStartElement("skipped");
                attribute(w, "message", c.skipped().get());
                w.writeEndElement();
            }
            if (!c.systemOut().isEmpty()) {
                w.writeStartElement("system-out");
                w.writeCharacters(XmlText.text(c.systemOut()));
                w.writeEndElement();
            }
            w.writeEndElement();
        }
        w.writeCharacters("\n  ");
        w.writeEndElement();
    }

    private static void attribute(XMLStreamWriter w, String name, String value) throws XMLStreamException {
        w.writeAttribute(name, XmlText.attribute(value));
    }

    private static String time(double seconds) {
        return String.format(Locale.ROOT, "%.3f", Math.max(0, seconds));
    }

    static String utf8(byte[] xml) {
        return new String(xml, StandardCharsets.UTF_8);
    }
}
