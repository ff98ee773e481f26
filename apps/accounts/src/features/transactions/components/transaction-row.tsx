import {
  formatMoney,
  negateMoney,
  transferNote,
  transferTitle,
  transferTitleParts,
  type CurrencyCode,
  type Transaction,
  type TransferLink,
} from '@pitaka/domain';
import {
  ArrowDownLeftIcon,
  ArrowUpRightIcon,
  EditIcon,
  MoneyText,
  SkeletonBlock,
  SkeletonText,
  TextLink,
  theme,
  TransferIcon,
  UndoIcon,
  type MoneyKind,
} from '@pitaka/ui';
import { useAttribution, useCanChangeMoney, useDates, useMessageText } from '@pitaka/remote-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { categoryText, useAccountsText } from '../../../i18n/accounts-text';

/** Where a paluwagan or debt transaction came from: 'Paluwagan: Office Paluwagan, week 3'. */
export interface SourceLink {
  text: string;
  /** Absent when the paluwagan or debt no longer exists. */
  href?: string;
}

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'icon main amount' 'icon main actions';
  align-items: center;
  gap: 0.15rem 0.9rem;
  padding: 0.85rem 0;
  border-bottom: 1px solid ${theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
  @media (min-width: ${theme.breakpoints.mobile}) {
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas: 'icon main amount actions';
  }
`;

const ICON_COLOURS = {
  income: { background: theme.colors.successSoft, color: theme.colors.income },
  expense: { background: theme.colors.dangerSoft, color: theme.colors.expense },
  transfer: { background: theme.colors.infoSoft, color: theme.colors.infoStrong },
} as const;

const Icon = styled.span<{ $kind: MoneyKind }>`
  grid-area: icon;
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ $kind }) => ICON_COLOURS[$kind].background};
  color: ${({ $kind }) => ICON_COLOURS[$kind].color};
`;

const Main = styled.div`
  grid-area: main;
  min-width: 0;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Description = styled.p`
  font-weight: 600;
  color: ${theme.colors.text};
`;

const Meta = styled.p`
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
`;

const Amount = styled.p`
  grid-area: amount;
  margin: 0;
  justify-self: end;
  font-weight: 700;
  white-space: nowrap;
`;

const Actions = styled.div`
  grid-area: actions;
  justify-self: end;
  display: flex;
  gap: 0.25rem;
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.background};
    color: ${theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
`;

export interface TransactionRowProps {
  tx: Transaction;
  currency: CurrencyCode;
  source?: SourceLink | null;
  /** Show the account's name, linking to its detail (lists across accounts). */
  showAccount?: boolean;
  onEdit?: (tx: Transaction) => void;
  onRevert?: (tx: Transaction) => void;
}

/**
 * How a row reads: a transfer's halves are neither income nor expense (neutral, '−' leaving and
 * '+' arriving, titled by the other account); its fee is an expense.
 */
function presentation(tx: Transaction) {
  const half = tx.transfer && tx.transfer.role !== 'fee' ? tx.transfer : null;
  const kind: MoneyKind = half ? 'transfer' : tx.type;
  return {
    kind,
    title: tx.transfer ? transferTitle(tx.transfer) : tx.description,
    note: tx.transfer ? transferNote(tx) : '',
    amount: half?.role === 'out' ? negateMoney(tx.amount) : tx.amount,
    icon: half ? <TransferIcon /> : tx.type === 'income' ? <ArrowDownLeftIcon /> : <ArrowUpRightIcon />,
  };
}

/** Inside a line of text a link needs more than its colour (WCAG 1.4.1): underlined. */
const InlineLink = styled(TextLink)`
  text-decoration: underline;
  text-underline-offset: 2px;
`;

/** 'Transfer to GCash', the other account linked to its detail. */
function TransferTitle({ link }: { link: TransferLink }) {
  const [before, name, after] = transferTitleParts(link);
  return (
    <>
      {before}
      <InlineLink as={Link} to={`/accounts/${encodeURIComponent(link.accountId)}`}>
        {name}
      </InlineLink>
      {after}
    </>
  );
}

/** One transaction: what, when, where from, how much; edit and revert when the list allows them. */
export function TransactionRow({ tx, currency, source, showAccount = false, onEdit, onRevert }: TransactionRowProps) {
  const text = useAccountsText();
  const say = useMessageText();
  const dates = useDates();
  const canChange = useCanChangeMoney();
  const who = useAttribution()(tx);
  const shown = presentation(tx);
  const made = who && (who.mine ? text('row.madeByYou') : text('row.madeBy', { name: who.madeBy }));
  return (
    <Row>
      <Icon $kind={shown.kind} aria-hidden="true">
        {shown.icon}
      </Icon>
      <Main>
        <Description>{tx.transfer ? <TransferTitle link={tx.transfer} /> : shown.title}</Description>
        {shown.note && <Meta>{shown.note}</Meta>}
        <Meta>
          {categoryText(say, tx.category)} · {dates.instantDate(tx.date)} · {dates.time(tx.date)}
          {showAccount && (
            <>
              {' · '}
              <TextLink as={Link} to={`/accounts/${encodeURIComponent(tx.accountId)}`}>
                {tx.accountName}
              </TextLink>
            </>
          )}
        </Meta>
        {made && (
          <Meta data-testid="made-by">
            {who?.changedBy ? text('row.changedBy', { made, name: who.changedBy }) : made}
          </Meta>
        )}
        {source && (
          <Meta>
            {source.href ? (
              <TextLink as={Link} to={source.href}>
                {source.text}
              </TextLink>
            ) : (
              source.text
            )}
          </Meta>
        )}
      </Main>
      <Amount>
        <MoneyText
          amount={shown.amount}
          kind={shown.kind}
          format={(value) => formatMoney(value, tx.currency ?? currency)}
        />
      </Amount>
      {canChange && (onEdit || onRevert) && (
        <Actions>
          {onEdit && (
            <IconButton type="button" aria-label={text('row.edit', { title: shown.title })} onClick={() => onEdit(tx)}>
              <EditIcon />
            </IconButton>
          )}
          {onRevert && (
            <IconButton
              type="button"
              aria-label={text('row.revert', { title: shown.title })}
              onClick={() => onRevert(tx)}
            >
              <UndoIcon />
            </IconButton>
          )}
        </Actions>
      )}
    </Row>
  );
}

const IconPlaceholder = styled(SkeletonBlock)`
  grid-area: icon;
`;

/** A row's shape while the list loads: its own grid and line heights, holding placeholders. */
export function TransactionRowSkeleton({ wide = true }: { wide?: boolean }) {
  return (
    <Row as="div">
      <IconPlaceholder $width="2.5rem" $height="2.5rem" $radius="50%" />
      <Main>
        <Description as="div">
          <SkeletonText $width={wide ? '45%' : '35%'} />
        </Description>
        <Meta as="div">
          <SkeletonText $width={wide ? '70%' : '60%'} />
        </Meta>
      </Main>
      <Amount as="div">
        <SkeletonText $width="4.5rem" />
      </Amount>
    </Row>
  );
}
