'use client';
/**
 * The product description/instructions editor (docs/product.md §9: height 200, fixed toolbar):
 * Lexical with bold, italic, headings, bulleted and numbered lists and links. It loads the
 * stored HTML and reports HTML on every change; the server sanitises what it stores
 * (lib/catalogue/sanitize.ts), so the editor is a convenience, not a gate.
 */
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createHeadingNode, $isHeadingNode, HeadingNode, type HeadingTagType } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isElementNode,
  $isRangeSelection,
  $setSelection,
  FORMAT_TEXT_COMMAND,
  type EditorState,
  type LexicalEditor,
} from 'lexical';
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import styles from './editor.module.css';

export const EDITOR_HEIGHT = 200;

const THEME = {
  paragraph: styles.paragraph,
  heading: { h2: styles.h2, h3: styles.h3 },
  list: { ul: styles.ul, ol: styles.ol, listitem: styles.li, nested: { listitem: styles.nested } },
  link: styles.link,
  text: { bold: styles.bold, italic: styles.italic },
};

/** http(s), mailto and tel only — the same schemes the sanitiser keeps. */
export function isAllowedLink(url: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s-]+)$/i.test(url.trim());
}

function loadHtml(html: string) {
  return (editor: LexicalEditor) => {
    if (!html.trim()) return;
    const dom = new DOMParser().parseFromString(html, 'text/html');
    const nodes = $generateNodesFromDOM(editor, dom).map((node) => {
      // Top-level text and inline nodes must sit in a block.
      if ($isElementNode(node) && !node.isInline()) return node;
      const paragraph = $createParagraphNode();
      paragraph.append(node);
      return paragraph;
    });
    const root = $getRoot();
    root.clear();
    root.select();
    $insertNodes(nodes);
    // No selection left behind: Lexical would put the browser's caret there, which focuses the
    // editor and scrolls the page to it (the Innhold tab jumped to its last editor on opening).
    $setSelection(null);
  };
}

type Block = 'paragraph' | HeadingTagType | 'bullet' | 'number';

/** '1. 2.' drawn, not written: a visible '1.' would have to be part of the button's name. */
function NumberedIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path d="M2 2.5 L3.5 1.5 V7" stroke="currentColor" strokeWidth="1.2" fill="none" />
      <path d="M1 11 Q2.5 9.5 4 11 Q4 12.5 1 16 H4.5" stroke="currentColor" strokeWidth="1.2" fill="none" />
      <rect x="6" y="3" width="11" height="2" fill="currentColor" />
      <rect x="6" y="12" width="11" height="2" fill="currentColor" />
    </svg>
  );
}

function Toolbar({ labelId }: { labelId: string }) {
  const [editor] = useLexicalComposerContext();
  const [bold, setBold] = useState(false);
  const [italic, setItalic] = useState(false);
  const [block, setBlock] = useState<Block>('paragraph');
  const [link, setLink] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  const [linkError, setLinkError] = useState('');
  const linkInputId = useId();

  const refresh = useCallback(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    setBold(selection.hasFormat('bold'));
    setItalic(selection.hasFormat('italic'));
    const anchor = selection.anchor.getNode();
    const element = anchor.getKey() === 'root' ? anchor : ($findMatchingParent(anchor, (n) => n.getParent()?.getKey() === 'root') ?? anchor);
    const list = $getNearestNodeOfType(anchor, ListNode);
    if (list && $isListNode(list)) setBlock(list.getListType() === 'number' ? 'number' : 'bullet');
    else if ($isHeadingNode(element)) setBlock(element.getTag());
    else setBlock('paragraph');
    setLink(Boolean($findMatchingParent(anchor, $isLinkNode)));
  }, []);

  useEffect(() => editor.registerUpdateListener(({ editorState }) => editorState.read(refresh)), [editor, refresh]);

  const setHeading = (tag: HeadingTagType | 'paragraph') => {
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      if (tag === 'paragraph' || block === tag) $setBlocksType(selection, () => $createParagraphNode());
      else $setBlocksType(selection, () => $createHeadingNode(tag));
    });
  };

  const toggleList = (type: 'bullet' | 'number') => {
    if (block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  };

  const applyLink = () => {
    const url = linkUrl.trim();
    if (!isAllowedLink(url)) {
      setLinkError('Lenken må begynne med https://, http://, mailto: eller tel:');
      return;
    }
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
    setLinkOpen(false);
    setLinkError('');
    editor.focus();
  };

  const button = (label: string, pressed: boolean, onClick: () => void, text: React.ReactNode) => (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {text}
    </button>
  );

  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-labelledby={labelId}>
        {button('Fet', bold, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'), <b>B</b>)}
        {button('Kursiv', italic, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic'), <i>I</i>)}
        <span className={styles.separator} aria-hidden="true" />
        {button('Overskrift H2', block === 'h2', () => setHeading('h2'), 'H2')}
        {button('Overskrift H3', block === 'h3', () => setHeading('h3'), 'H3')}
        {button('Avsnitt', block === 'paragraph', () => setHeading('paragraph'), '¶')}
        <span className={styles.separator} aria-hidden="true" />
        {button('Punktliste', block === 'bullet', () => toggleList('bullet'), '•')}
        {button('Nummerert liste', block === 'number', () => toggleList('number'), <NumberedIcon />)}
        <span className={styles.separator} aria-hidden="true" />
        {button('Lenke', link || linkOpen, () => {
          if (link) editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
          else setLinkOpen((open) => !open);
        }, '🔗')}
      </div>
      {linkOpen && (
        <div className={styles.linkRow}>
          <label htmlFor={linkInputId}>Lenkeadresse</label>
          <input
            id={linkInputId}
            type="url"
            value={linkUrl}
            autoFocus
            onChange={(e) => setLinkUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                setLinkOpen(false);
              }
            }}
            aria-invalid={Boolean(linkError)}
            aria-describedby={linkError ? `${linkInputId}-error` : undefined}
          />
          <button type="button" className="btn-outlined" onClick={applyLink}>
            Sett inn lenke
          </button>
          {linkError && (
            <p id={`${linkInputId}-error`} role="alert" className={styles.error}>
              {linkError}
            </p>
          )}
        </div>
      )}
    </>
  );
}

/** Empty when the editor holds nothing but an empty paragraph. */
function htmlOf(editor: LexicalEditor, state: EditorState): string {
  return state.read(() => {
    const root = $getRoot();
    const only = root.getFirstChild();
    if (root.getChildrenSize() <= 1 && root.getTextContent().trim() === '' && !(only && $isListNode(only))) return '';
    return $generateHtmlFromNodes(editor, null);
  });
}

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true in the browser afterwards (and at once for
 * an editor that mounts later, as in the product dialog). Lexical builds its DOM itself from a state
 * parsed with the browser's DOMParser: it is never rendered on the server, where an editor rendered
 * with its page (the 'Innhold' tab) would otherwise fail or not match the browser's first render.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export function RichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (html: string) => void;
  error?: string;
}) {
  const labelId = useId();
  const errorId = useId();
  const [initial] = useState(value ?? '');
  const inBrowser = useInBrowser();
  if (!inBrowser) {
    return (
      <div className={styles.field}>
        <span className={styles.label} id={labelId}>
          {label}
        </span>
        {/* The editor's place, the same size, until the browser builds it. */}
        <div className={styles.frame} aria-busy="true">
          <div className={styles.content} style={{ height: EDITOR_HEIGHT }} />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      <LexicalComposer
        initialConfig={{
          namespace: 'produkttekst',
          theme: THEME,
          nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
          editorState: loadHtml(initial),
          onError: (e) => {
            throw e;
          },
        }}
      >
        <div className={styles.frame} data-invalid={error ? 'true' : undefined}>
          <Toolbar labelId={labelId} />
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className={styles.content}
                style={{ height: EDITOR_HEIGHT }}
                aria-labelledby={labelId}
                aria-multiline
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                role="textbox"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedLink} />
        <OnChangePlugin ignoreSelectionChange onChange={(state, editor) => onChange(htmlOf(editor, state))} />
      </LexicalComposer>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
