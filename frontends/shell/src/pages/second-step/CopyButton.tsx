import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { useState } from 'react';

/**
 * Copies a text to the clipboard and says so in a status line. A browser that refuses the
 * clipboard says nothing: the text is on the page to select by hand.
 */
export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <>
      <Button onClick={() => void copy()}>{label}</Button>
      <Text role="status">{copied ? done : ''}</Text>
    </>
  );
}
