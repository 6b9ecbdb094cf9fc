package dev.mapharness.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import org.junit.jupiter.api.Test;

/** What a reader says about a file that does not start with its format's signature. */
class SignaturesTest {
    @Test
    void theRightSignatureIsReadPast() {
        ByteInput in = ByteInput.of(new byte[] {'4', 'W', 'V', 'R', 9});
        Signatures.expect(in, Format.WVR4);
        assertEquals(4, in.offset());
    }

    @Test
    void anEmptyFileAndAShortOneAreToldApart() {
        String empty = assertThrows(RuntimeException.class, () -> Signatures.expect(ByteInput.of(new byte[0]), Format.WVR4))
                .getMessage();
        assertTrue(empty.contains("an empty file"), empty);
        String shortOne = assertThrows(RuntimeException.class, () -> Signatures.expect(ByteInput.of(new byte[] {'4', 'W'}), Format.WVR4))
                .getMessage();
        assertTrue(shortOne.contains("only 2 bytes"), shortOne);
    }

    @Test
    void aWrongSignatureIsQuotedWithWhatCannotBePrintedEscaped() {
        // space and tilde are the first and last printable ASCII; DEL, controls and the quote are escaped
        assertEquals("\" ~\\x7F\\x1F\\x22\\xE9\"", Signatures.printable(new byte[] {' ', '~', 0x7F, 0x1F, '"', (byte) 0xE9}));
        String message = assertThrows(RuntimeException.class,
                () -> Signatures.expect(ByteInput.of(new byte[] {'4', 'W', 'V', 'X'}), Format.WVR4)).getMessage();
        assertTrue(message.contains("\"4WVX\""), message);
    }
}
