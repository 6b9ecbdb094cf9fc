package dev.mapharness.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.wvr4.Wvr4ReadRules;
import org.junit.jupiter.api.Test;

/** What a reader says about a file that does not start with its format's signature. */
class SignaturesTest {
    @Test
    void theRightSignatureIsReadPast() {
        ByteInput in = ByteInput.of(new byte[] {'4', 'W', 'V', 'R', 9});
        Signatures.expect(in, Format.WVR4, Wvr4ReadRules.SIGNATURE);
        assertEquals(4, in.offset());
    }

    @Test
    void anEmptyFileAndAShortOneAreToldApart() {
        String empty = assertThrows(RuntimeException.class, () -> Signatures.expect(ByteInput.of(new byte[0]), Format.WVR4, Wvr4ReadRules.SIGNATURE))
                .getMessage();
        assertTrue(empty.contains("an empty file"), empty);
        String shortOne = assertThrows(RuntimeException.class, () -> Signatures.expect(ByteInput.of(new byte[] {'4', 'W'}), Format.WVR4, Wvr4ReadRules.SIGNATURE))
                .getMessage();
        assertTrue(shortOne.contains("only 2 bytes"), shortOne);
    }

    @Test
    void aWrongSignatureIsQuotedWithWhatCannotBePrintedEscaped() {
        // space and tilde are the first and last printable ASCII; DEL, controls and the quote are escaped
        assertEquals("\" ~\\x7F\\x1F\\x22\\xE9\"", Signatures.printable(new byte[] {' ', '~', 0x7F, 0x1F, '"', (byte) 0xE9}));
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> Signatures.expect(ByteInput.of(new byte[] {'4', 'W', 'V', 'X'}), Format.WVR4, Wvr4ReadRules.SIGNATURE));
        assertTrue(e.getMessage().contains("\"4WVX\""), e.getMessage());
        assertEquals(Wvr4ReadRules.SIGNATURE, e.rule(), "the format's signature rule, whatever the bytes");
    }

    @Test
    void aFileTooShortForTheSignatureBreaksTheSameRule() {
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> Signatures.expect(ByteInput.of(new byte[] {'4'}), Format.WVR4, Wvr4ReadRules.SIGNATURE));
        assertEquals(Wvr4ReadRules.SIGNATURE, e.rule());
    }
}
